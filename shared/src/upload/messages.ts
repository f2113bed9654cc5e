/** Messages of uploads beyond spec §5 (the §5 ones are in rules/upload-checks). The server uses the same texts. */
export const MSG_IMAGE_TYPE = '只能上传PNG、JPG、GIF、WEBP格式的图片';
export const MSG_VIDEO_TYPE = '只能上传视频文件';
export const MSG_UPLOAD_CANCELED = '上传已取消';
