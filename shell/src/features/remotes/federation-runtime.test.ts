import { fetchRemotesDocument, REGISTRY_SCRIPT_ID } from './federation-runtime';

const doc = { remotes: [{ name: 'mf_official', entry: '/remotes/mf-official/mf-manifest.json', version: '0.1.0' }] };
const fetched = { remotes: [{ name: 'mf_official', entry: '/remotes/mf-official/mf-manifest.json?v=2', version: '0.2.0' }] };

function inlineRegistry(text: string) {
  const script = document.createElement('script');
  script.id = REGISTRY_SCRIPT_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.appendChild(script);
}

describe('fetchRemotesDocument', () => {
  let fetchSpy: jest.SpyInstance;
  beforeEach(() => {
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(fetched), { status: 200 }));
  });
  afterEach(() => {
    fetchSpy.mockRestore();
    document.getElementById(REGISTRY_SCRIPT_ID)?.remove();
  });

  it('uses the registry the server put into index.html, once, without a request', async () => {
    inlineRegistry(JSON.stringify(doc));
    await expect(fetchRemotesDocument()).resolves.toEqual(doc);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.getElementById(REGISTRY_SCRIPT_ID)).toBeNull();
    // A later read (a retry after a failed remote) asks the server for the current registry.
    await expect(fetchRemotesDocument()).resolves.toEqual(fetched);
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('fetches /remotes.json when the page has no inline registry or a broken one', async () => {
    await expect(fetchRemotesDocument()).resolves.toEqual(fetched);
    inlineRegistry('{"remotes": [');
    await expect(fetchRemotesDocument()).resolves.toEqual(fetched);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('fails with the status when /remotes.json cannot be read', async () => {
    fetchSpy.mockImplementation(async () => new Response('', { status: 502 }));
    await expect(fetchRemotesDocument()).rejects.toThrow('/remotes.json 返回 502');
  });
});
