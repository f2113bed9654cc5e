// Async boundary: shared singletons (react, antd, shared …) are negotiated by Module Federation before bootstrap runs.
import('./bootstrap');
