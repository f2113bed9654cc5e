/** What other features of the public site use of 行业: the names of the institution kinds and the list of each kind. */
export { INDUSTRY_KINDS, industryKindName, industryKindTitle, industryListHref } from './components/institution-kinds';
