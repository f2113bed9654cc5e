import { makeAutoObservable } from 'mobx';

/** UI state shared by the shell and the remotes. */
export class UiStore {
  /** Bumped whenever the menu must be fetched again (institution switch, login). */
  menuVersion = 0;

  constructor() {
    makeAutoObservable(this);
  }

  requestMenuReload(): void {
    this.menuVersion += 1;
  }
}
