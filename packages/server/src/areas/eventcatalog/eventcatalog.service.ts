/** What other areas use of this area's rows. */
export { type CatalogItemRow, findCatalogItem } from './eventcatalog.store';
