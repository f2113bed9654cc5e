// Async boundary: shared singletons (react, antd, shared …) are negotiated by Module Federation before bootstrap runs.
// The chunk name lets the build preload this chunk and the shared modules it needs from index.html.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
