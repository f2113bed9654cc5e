/** Exact UI texts of the spec (§8 "Other UI texts"). */
export const EMPTY_TEXT = '暂无数据';
export const LOADING_TEXT = '加载中，请稍等....';
export const DOWNLOADING_TEXT = '正在下载，请稍等...';
export const UNDER_DEVELOPMENT_TEXT = '正在开发中';
