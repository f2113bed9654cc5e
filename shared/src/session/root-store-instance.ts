import { bindHttpSession, http } from '../http/default-client';
import { RootStore } from './root-store';

/** The one store of the platform (a federated singleton: `shared` is shared by the shell and every remote). */
export const rootStore = new RootStore({ http });
bindHttpSession(rootStore.session);
