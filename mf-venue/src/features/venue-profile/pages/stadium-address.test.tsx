import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { MAPS_MSG } from 'shared/rules';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

// antd forms are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = setupPageTest();
const suggestionCalls = recordRequests(server, '/api/maps/suggestion');

const PLACES = [
  { title: '黄龙体育中心', address: '浙江省杭州市西湖区黄龙路1号', province: '浙江省', city: '杭州市', district: '西湖区', lat: 30.268905, lng: 120.137623 },
  { title: '黄龙体育中心游泳跳水馆', address: '浙江省杭州市西湖区黄龙路1号', province: '浙江省', city: '杭州市', district: '西湖区', lat: 30.2681, lng: 120.1369 },
];

const envelope = (result: unknown) => Response.json({ errno: 0, result });

/** The server with a maps provider: the mocks answer as `none` does, so these stand in for a configured one. */
function withMaps() {
  server.use(
    mswHttp.get('/api/maps/status', () => envelope({ available: true, provider: 'tencent', home_city: '杭州市' })),
    mswHttp.get('/api/maps/suggestion', ({ request }) => {
      const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
      return envelope({ home_city: '杭州市', list: PLACES.filter((p) => p.title.includes(keyword)) });
    }),
    mswHttp.get('/api/maps/reverse_geocode', ({ request }) => {
      const q = new URL(request.url).searchParams;
      if (q.get('lat') === '45') return Response.json({ errno: 40000, result: { errors: [{ msg: MAPS_MSG.noAddress }] } });
      return envelope({ address: '浙江省杭州市拱墅区丰潭路', formatted_address: '拱墅区运河体育公园', province: '浙江省', city: '杭州市', district: '拱墅区', pois: [] });
    }),
  );
}

function renderBase() {
  const { rootStore } = signInForTest('venue_mgr');
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/stadium/base', rootStore });
}

describe('场馆信息 address with maps', () => {
  it('keeps plain inputs with a hint when the maps service is not configured', async () => {
    renderBase();
    expect(await screen.findByText(MAPS_MSG.notConfigured)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '详细地址' })).toHaveValue('杭州市西湖区黄龙路1号');
    expect(screen.queryByRole('button', { name: '根据坐标获取地址' })).not.toBeInTheDocument();
    expect(screen.getByText('GCJ-02 坐标（高德、腾讯地图的坐标），手工填写')).toBeInTheDocument();
  });

  it('suggests places as the manager types; choosing one fills the address and the coordinates', async () => {
    withMaps();
    const { user } = renderBase();
    const address = await screen.findByRole('combobox', { name: '详细地址' });
    expect(screen.queryByText(MAPS_MSG.notConfigured)).not.toBeInTheDocument();
    await user.clear(address);
    await user.type(address, '游泳');
    await user.click(await screen.findByText('黄龙体育中心游泳跳水馆'));
    expect(address).toHaveValue('浙江省杭州市西湖区黄龙路1号黄龙体育中心游泳跳水馆');
    expect(screen.getByRole('spinbutton', { name: '经度' })).toHaveValue('120.136900');
    expect(screen.getByRole('spinbutton', { name: '纬度' })).toHaveValue('30.268100');
    // one search after the pause, for the whole keyword
    expect(suggestionCalls.map((u) => u.searchParams.get('keyword'))).toEqual(['游泳']);
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    const diff = await screen.findByRole('table', { name: '待审核的变更' });
    const rows = within(diff).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['详细地址', '杭州市西湖区黄龙路1号', '浙江省杭州市西湖区黄龙路1号黄龙体育中心游泳跳水馆'],
      ['经度', '（未填写）', '120.1369'],
      ['纬度', '（未填写）', '30.2681'],
    ]);
  });

  it('fills the address from the coordinates, and shows the refusal when there is none', async () => {
    withMaps();
    const { user } = renderBase();
    const button = await screen.findByRole('button', { name: '根据坐标获取地址' });
    expect(button).toBeDisabled();
    await user.type(screen.getByRole('spinbutton', { name: '经度' }), '120.1297');
    await user.type(screen.getByRole('spinbutton', { name: '纬度' }), '30.3185');
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('已根据坐标填写地址：浙江省杭州市拱墅区丰潭路')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '详细地址' })).toHaveValue('浙江省杭州市拱墅区丰潭路');

    const latitude = screen.getByRole('spinbutton', { name: '纬度' });
    await user.clear(latitude);
    await user.type(latitude, '45');
    await user.click(button);
    expect(await screen.findByText(MAPS_MSG.noAddress)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '详细地址' })).toHaveValue('浙江省杭州市拱墅区丰潭路');
  });
});
