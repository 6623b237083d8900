// Queries that wait (findBy…, waitFor) wait for lazy chunks too: under a loaded CI machine the
// first import of a lazy dialog can take longer than the library's one-second default.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
