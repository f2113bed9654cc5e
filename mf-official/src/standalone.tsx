// `pnpm standalone`: this remote alone in the browser, on the MSW mocks of shared (no shell, no server).
import('./app/standalone');
