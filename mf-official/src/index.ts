// Async boundary: shared singletons (react, antd, shared…) are negotiated before the app code runs.
import('./bootstrap');
