import { screen } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { ok, refused } from 'shared/mocks';
import { setupPageTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();

const base = {
  holder_name: '张一',
  competition_name: '2026 杭州半程马拉松',
  item_name: '男子半程',
  kind: 'finisher',
  place: 3,
  award: '季军',
  issuer_name: '杭州市田径协会',
  issue_date: '2026-11-29',
};
const certificates: Record<string, object> = {
  OldCode000000001: { ...base, code: 'OldCode000000001', result: '01:12:30', status: 'revoked', replaced_by_code: 'NewCode000000002' },
  NewCode000000002: { ...base, code: 'NewCode000000002', result: '01:11:58', status: 'valid', replaced_by_code: null },
};

beforeEach(() => {
  server.use(
    mswHttp.get('/api/certificate/verify', ({ request }) => {
      const found = certificates[new URL(request.url).searchParams.get('code') ?? ''];
      return found ? ok(found) : refused('证书不存在');
    }),
  );
});

const renderAt = (route: string) => renderWithProviders(null, { routes: routes.publicRoutes, route });

describe('证书验证 (/certificate/verify/:code)', () => {
  it('shows the holder, result, issuer and date of a valid certificate', async () => {
    renderAt('/certificate/verify/NewCode000000002');
    expect(await screen.findByText('该证书真实有效。')).toBeInTheDocument();
    const page = screen.getByRole('region', { name: '证书验证' });
    expect(page).toHaveTextContent('持有人张一');
    expect(page).toHaveTextContent('成绩01:11:58');
    expect(page).toHaveTextContent('名次第3名（季军）');
    expect(page).toHaveTextContent('颁发机构杭州市田径协会');
    expect(page).toHaveTextContent('颁发日期2026年11月29日');
    expect(page).toHaveTextContent('证书类型完赛证书');
  });

  it('says a revoked certificate was replaced and links the new one', async () => {
    const { user, router } = renderAt('/certificate/verify/OldCode000000001');
    expect(await screen.findByText(/已被新证书替代/)).toBeInTheDocument();
    expect(screen.getByText('已撤销')).toBeInTheDocument();
    const next = screen.getByRole('link', { name: '查看新证书' });
    expect(next).toHaveAttribute('href', '/certificate/verify/NewCode000000002');
    await user.click(next);
    expect(await screen.findByText('该证书真实有效。')).toBeInTheDocument();
    expect(router!.state.location.pathname).toBe('/certificate/verify/NewCode000000002');
  });

  it('says 证书不存在 for an unknown code', async () => {
    renderAt('/certificate/verify/NoSuchCode000000');
    expect(await screen.findByText('证书不存在，请核对证书上的验证码')).toBeInTheDocument();
  });
});
