import { makeAutoObservable, runInAction } from 'mobx';
import { getManagerMenu, getMsgCount, getUnCheckCount, type HttpClient, type SessionStore } from 'shared';
import { buildMenu, type MenuCounts, type MenuGroup } from 'shared/rules';

/**
 * State of the admin console: the menu titles the server allows for the active institution, the pending counts
 * behind the red-point badges, and the menu built from both by the shared rule `buildMenu`.
 */
export class AdminConsoleStore {
  titles: string[] = [];
  counts: MenuCounts = {};
  menuLoading = false;
  menuError = false;
  /** True once the first GET /admin/manager_menu settled (the side menu renders from then on). */
  menuSettled = false;
  /** Institution the titles belong to (guards against late responses after a switch). */
  private menuInstitutionId = -1;
  private menuRequest = 0;

  constructor(
    private readonly session: SessionStore,
    private readonly http: HttpClient,
  ) {
    makeAutoObservable<AdminConsoleStore, 'session' | 'http'>(this, { session: false, http: false }, { autoBind: true });
  }

  get menu(): MenuGroup[] {
    return buildMenu({
      account: this.session.account,
      activeInstitutionId: this.session.activeInstitutionId,
      titles: this.titles,
      counts: this.counts,
    });
  }

  /** GET /admin/manager_menu?institution_id for the active institution. */
  async loadMenu(): Promise<void> {
    const institutionId = this.session.activeInstitutionId;
    const request = ++this.menuRequest;
    this.menuLoading = true;
    this.menuError = false;
    try {
      const titles = await getManagerMenu(institutionId, this.http);
      if (request !== this.menuRequest) return;
      runInAction(() => {
        this.titles = titles;
        this.menuInstitutionId = institutionId;
      });
    } catch {
      if (request !== this.menuRequest) return;
      runInAction(() => {
        this.menuError = true;
      });
    } finally {
      if (request === this.menuRequest)
        runInAction(() => {
          this.menuLoading = false;
          this.menuSettled = true;
        });
    }
  }

  get menuIsCurrent(): boolean {
    return this.menuInstitutionId === this.session.activeInstitutionId;
  }

  /** GET /admin/un_check_count and, for an institution, GET /admin/msg_count?belong_id. Failures keep old counts. */
  async loadCounts(): Promise<void> {
    const institutionId = this.session.activeInstitutionId;
    const [unCheck, msg] = await Promise.allSettled([
      getUnCheckCount(this.http),
      institutionId > 0 ? getMsgCount(institutionId, this.http) : Promise.resolve(null),
    ]);
    runInAction(() => {
      const next: MenuCounts = { ...this.counts };
      if (unCheck.status === 'fulfilled') Object.assign(next, unCheck.value);
      if (msg.status === 'fulfilled' && msg.value) Object.assign(next, msg.value);
      this.counts = next;
    });
  }
}
