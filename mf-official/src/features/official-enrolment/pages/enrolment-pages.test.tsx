import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, pngFile } from 'shared/testing';
import { mockDb, mockSmsCode } from 'shared/mocks';
import { recordRequests, setupPageTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();
const applyRequests = recordRequests(server, '/api/enrolment/apply');

const renderAt = (route: string) => renderWithProviders(null, { routes: routes.publicRoutes, route });

/** A PNG the mock server's magic-byte check accepts. */
const png = (name: string) => pngFile(name, 40, 30);

type User = ReturnType<typeof renderAt>['user'];

async function verifyMobile(user: User, mobile: string, label = '联系人手机号', submit = '验证手机号') {
  await user.type(screen.getByLabelText(label, { exact: false, selector: 'input' }), mobile);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  const countdown = await screen.findByRole('button', { name: '60秒后重新获取' });
  expect(countdown).toBeDisabled();
  expect(screen.getByText('验证码已发送，10分钟内有效')).toBeInTheDocument();
  await user.type(screen.getByLabelText('验证码', { exact: false, selector: 'input' }), mockSmsCode(mobile));
  await user.click(screen.getByRole('button', { name: submit }));
}

async function fillVenueOperator(user: User, creditCode: string) {
  await user.type(screen.getByLabelText('机构名称', { exact: false }), '杭州城西体育场馆管理有限公司');
  await user.type(screen.getByLabelText('统一社会信用代码', { exact: false }), creditCode);
  await user.type(screen.getByLabelText('法定代表人', { exact: false }), '陈立');
  await user.type(screen.getByLabelText(/^\*?联系人$/), '周敏');
  await user.selectOptions(screen.getByLabelText('所在省份', { exact: false }), '浙江');
  await user.type(screen.getByLabelText('所在城市', { exact: false }), '杭州市');
  await user.type(screen.getByLabelText('详细地址', { exact: false }), '西湖区文三路 90 号');
  await user.type(screen.getByLabelText('场馆地址', { exact: false }), '西湖区古墩路 701 号');
  await user.upload(screen.getByLabelText('营业执照', { selector: 'input' }), png('营业执照.png'));
  await screen.findByRole('button', { name: '删除营业执照.png' });
  await user.upload(screen.getByLabelText('场馆照片', { selector: 'input' }), [png('场馆1.png'), png('场馆2.png')]);
  await screen.findByRole('button', { name: '删除场馆2.png' });
}

describe('入驻平台 (official/tisch)', () => {
  it('offers the six institution kinds with the documents each needs', async () => {
    renderAt('/official/tisch');
    expect(await screen.findByRole('heading', { name: '入驻平台' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^申请入驻：/ });
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      '申请入驻：政府/事业单位',
      '申请入驻：社会组织/协会',
      '申请入驻：赛事运营机构/企业',
      '申请入驻：青少年培训机构/企业',
      '申请入驻：场馆运营方',
      '申请入驻：赞助商',
    ]);
    expect(screen.getByText('需提供：事业单位法人证书')).toBeInTheDocument();
    expect(screen.getByText('需提供：社会团体法人登记证书')).toBeInTheDocument();
    expect(screen.getByText('需提供：营业执照、场馆照片')).toBeInTheDocument();
  });

  it('shows Chinese errors for an empty or wrong form and sends nothing', async () => {
    const { user } = renderAt('/official/tisch');
    await user.click(await screen.findByRole('link', { name: '申请入驻：赞助商' }));
    expect(await screen.findByRole('heading', { name: '申请入驻：赞助商' })).toBeInTheDocument();
    expect(screen.getAllByText('请先验证联系人手机号，再上传图片')).toHaveLength(2); // 机构标志 and 营业执照
    expect(screen.getByLabelText('营业执照', { selector: 'input' })).toBeDisabled();
    await user.type(screen.getByLabelText('统一社会信用代码', { exact: false }), '91350100M000100Y44');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toEqual(
      expect.arrayContaining([
        '请先验证联系人手机号',
        '机构名称不能为空',
        '统一社会信用代码格式错误',
        '法定代表人不能为空',
        '联系人不能为空',
        '所在省份不能为空',
        '所在城市不能为空',
        '详细地址不能为空',
        '赞助意向不能为空',
        '请上传营业执照',
        '请检查表单中标红的内容',
      ]),
    );
    expect(applyRequests).toHaveLength(0);
  });

  it('checks the mobile number before sending a code and refuses a wrong code', async () => {
    const { user } = renderAt('/official/tisch?type=1');
    await user.type(await screen.findByLabelText('联系人手机号', { exact: false, selector: 'input' }), '2380000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号格式错误')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('联系人手机号', { exact: false, selector: 'input' }));
    await user.type(screen.getByLabelText('联系人手机号', { exact: false, selector: 'input' }), '13712340001');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '60秒后重新获取' });
    await user.type(screen.getByLabelText('验证码', { exact: false, selector: 'input' }), '000000');
    await user.click(screen.getByRole('button', { name: '验证手机号' }));
    expect(await screen.findByText('验证码错误或已过期')).toBeInTheDocument();
  });

  it('verifies the mobile, uploads the documents, submits and shows the application number; a second pending application is refused', async () => {
    const { user } = renderAt('/official/tisch?type=4');
    await screen.findByRole('heading', { name: '申请入驻：场馆运营方' });
    await verifyMobile(user, '13712340002');
    expect(await screen.findByText('（已验证）', { exact: false })).toHaveTextContent('联系人手机号：13712340002（已验证）');
    await fillVenueOperator(user, '91350100M000100Y43');
    expect(within(screen.getByRole('list', { name: '已上传的场馆照片' })).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '提交申请' }));

    expect(await screen.findByRole('heading', { name: '申请已提交' })).toBeInTheDocument();
    expect(screen.getByText(/^RZ\d{14}$/)).toBeInTheDocument();
    expect(screen.getByText('待审核')).toBeInTheDocument();
    const done = screen.getByRole('region', { name: '申请已提交' });
    expect(within(done).getByRole('link', { name: '查询进度' })).toHaveAttribute('href', '/official/tisch/progress');
    expect(applyRequests).toHaveLength(1);

    // the same credit code again, from another mobile
    await user.click(screen.getByRole('link', { name: '重新选择类型' }));
    await user.click(await screen.findByRole('link', { name: '申请入驻：场馆运营方' }));
    await verifyMobile(user, '13712340003');
    await screen.findByText('（已验证）', { exact: false });
    await fillVenueOperator(user, '91350100M000100Y43');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('该统一社会信用代码已有待审核的入驻申请，请勿重复提交')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '申请已提交' })).not.toBeInTheDocument();
  });

  it('refuses an image of the wrong type with the §5 message', async () => {
    const { user } = renderAt('/official/tisch?type=6');
    await screen.findByRole('heading', { name: '申请入驻：赛事运营机构/企业' });
    await verifyMobile(user, '13712340004');
    await screen.findByText('（已验证）', { exact: false });
    const html = new File(['<html><script>alert(1)</script></html>'], '营业执照.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('营业执照', { selector: 'input' }), html);
    expect(await screen.findByText('只能上传PNG、JPG、GIF、WEBP格式的图片')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '已上传的营业执照' })).queryAllByRole('listitem')).toHaveLength(0);
  });
});

describe('查询进度 (official/tisch/progress)', () => {
  it('lists the applications of the verified mobile with their status', async () => {
    const { user } = renderAt('/official/tisch?type=6');
    await screen.findByRole('heading', { name: '申请入驻：赛事运营机构/企业' });
    await verifyMobile(user, '13712340005');
    await screen.findByText('（已验证）', { exact: false });
    await user.type(screen.getByLabelText('机构名称', { exact: false }), '浙江云帆赛事运营有限公司');
    await user.type(screen.getByLabelText('统一社会信用代码', { exact: false }), '91110000802100433B');
    await user.type(screen.getByLabelText('法定代表人', { exact: false }), '王海');
    await user.type(screen.getByLabelText(/^\*?联系人$/), '李青');
    await user.selectOptions(screen.getByLabelText('所在省份', { exact: false }), '浙江');
    await user.type(screen.getByLabelText('所在城市', { exact: false }), '宁波市');
    await user.type(screen.getByLabelText('详细地址', { exact: false }), '鄞州区天童南路 1 号');
    await user.upload(screen.getByLabelText('营业执照', { selector: 'input' }), png('执照.png'));
    await screen.findByRole('button', { name: '删除执照.png' });
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await screen.findByRole('heading', { name: '申请已提交' });

    await user.click(within(screen.getByRole('region', { name: '申请已提交' })).getByRole('link', { name: '查询进度' }));
    expect(await screen.findByRole('heading', { name: '查询进度' })).toBeInTheDocument();
    // a minute later: one 入驻申请 code per mobile per 60 s, as on the server
    mockDb.smsSentAt.clear();
    await verifyMobile(user, '13712340005', '手机号', '查询');
    const table = await screen.findByRole('table', { name: '入驻申请列表' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('浙江云帆赛事运营有限公司');
    expect(rows[1]).toHaveTextContent('赛事运营机构/企业');
    expect(rows[1]).toHaveTextContent('待审核');
  });

  it('says 暂无数据 for a mobile without applications', async () => {
    const { user } = renderAt('/official/tisch/progress');
    await screen.findByRole('heading', { name: '查询进度' });
    await verifyMobile(user, '13712340006', '手机号', '查询');
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeInTheDocument());
  });
});
