import { Outlet } from 'react-router';

/** Print views: the page alone. */
export function PrintLayout() {
  return <Outlet />;
}
