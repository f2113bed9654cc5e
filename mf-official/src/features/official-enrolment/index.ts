/** 入驻平台 (official/tisch): the application form per institution kind and 查询进度. */
export { INSTITUTION_KINDS } from './kinds';
