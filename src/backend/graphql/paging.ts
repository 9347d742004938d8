import { inputError } from './errors';

/** Magento's checks of pageSize and currentPage, before searching. */
export function checkPaging(pageSize: number, currentPage: number): void {
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
}

/** Page info of a result; a page past the last is an error, except for an empty result. */
export function pageInfo(total: number, pageSize: number, currentPage: number) {
  const totalPages = Math.ceil(total / pageSize);
  if (total > 0 && currentPage > totalPages) {
    throw inputError(`currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`);
  }
  return { current_page: currentPage, page_size: pageSize, total_pages: totalPages };
}

export function pageSlice<T>(items: readonly T[], pageSize: number, currentPage: number): T[] {
  return items.slice((currentPage - 1) * pageSize, currentPage * pageSize);
}
