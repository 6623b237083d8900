import { createBrowserRouter } from 'react-router';
import { ROUTES, flattenRoutes } from '@portal/core';
import { buildRouteObjects } from './routes';

/** The app's router, built from the route table of core. */
export const createAppRouter = () => createBrowserRouter(buildRouteObjects(flattenRoutes(ROUTES)));
