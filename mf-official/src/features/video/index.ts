/** What other features use of the public video library: the list call and the poster card (the match page's 视频 tab). */
export { getPublicVideos, type PublicVideo } from './api/videos';
export { VideoCard, videoGrid } from './components/video-card';
