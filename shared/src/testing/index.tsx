export { RouterNavigatorBinder, TestStyles, createTestRootStore, renderWithProviders, type RenderWithProvidersOptions, type RenderWithProvidersResult } from './render';
export { setupMswServer } from './msw-server';
export { envelope, errorEnvelope, loginAs, makeAccount, makeInstitution, makeUser } from './fixtures';
export { fixture as scheduleFixture, knockoutBracket, seedingOrder } from './schedule-data';
export { pngBytes, pngFile } from './png';
