import { loadAntdStylesheet, setAntdStylesheet } from './antd-stylesheet';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

afterEach(() => {
  setAntdStylesheet(null);
  links().forEach((l) => l.remove());
});

describe('antd stylesheet', () => {
  it('without a stylesheet named (tests, standalone): false at once, nothing added', async () => {
    await expect(loadAntdStylesheet()).resolves.toBe(false);
    expect(links()).toHaveLength(0);
  });

  it('adds one link, whoever asks, and settles true once the browser loaded it', async () => {
    setAntdStylesheet('/assets/antd.43eb7399a8.css');
    const first = loadAntdStylesheet();
    const second = loadAntdStylesheet();
    expect(second).toBe(first);
    expect(links().map((l) => l.getAttribute('href'))).toEqual(['/assets/antd.43eb7399a8.css']);
    let settled = false;
    void first.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    links()[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(true);
  });

  it('a stylesheet that fails to load is removed and the answer is false (antd then styles itself)', async () => {
    setAntdStylesheet('/assets/antd.0000000000.css');
    const loading = loadAntdStylesheet();
    links()[0].dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBe(false);
    expect(links()).toHaveLength(0);
  });
});
