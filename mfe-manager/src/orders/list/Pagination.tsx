/** The pager moved to the platform (the customer's order list uses it too). */
export { Pagination, type PaginationProps } from '@chargevalet/platform';
