import { makeAutoObservable } from 'mobx';

/** UI state shared by the shell and the remotes. */
export class UiStore {
  /** Bumped whenever the menu must be fetched again (institution switch, login). */
  menuVersion = 0;
  /** Bumped when the menu badge counts (un_check_count, msg_count) must be fetched again, e.g. after a review. */
  countsVersion = 0;

  constructor() {
    makeAutoObservable(this);
  }

  requestMenuReload(): void {
    this.menuVersion += 1;
  }

  requestCountsReload(): void {
    this.countsVersion += 1;
  }
}
