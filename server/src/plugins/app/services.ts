import fp from 'fastify-plugin';
import { createSignUpService } from '../../services/sign-ups.js';

/** The workflows that span several repositories in one transaction (src/services): `app.services`. */
export function createServices(db: Parameters<typeof createSignUpService>[0]) {
  return {
    /** Sign-up: new entries, review, cancel, capacity, waiting-list promotion, fee orders. */
    signUps: createSignUpService(db),
  };
}

export type Services = ReturnType<typeof createServices>;

export default fp(
  async (app) => {
    app.decorate('services', createServices(app.database.db));
  },
  { name: 'services', dependencies: ['db'] },
);
