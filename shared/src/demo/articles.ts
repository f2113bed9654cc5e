/**
 * Demo articles (资讯): columns with their introductions, approved articles of institutions 1, 2 and 6 and of the
 * platform, three waiting for review, one rejected, one draft, one scheduled for next month, two type-B articles and
 * the user agreement, in the order of their ids. The server seed (server/src/db/seed-articles.ts) writes them and the
 * mocks (shared/src/mocks/fixtures/articles.ts) serve them. Texts are plain: `content` is the
 * article's paragraphs (htmlParagraphs makes the HTML the API carries).
 */

import { DAY } from './time.ts';

export type DemoArticleStatus = 'draft' | 'pending' | 'approved' | 'rejected';

/** The HTML of an article's or a column's text: one <p> per paragraph. */
export const htmlParagraphs = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');

/**
 * Columns (栏目) with their introductions, in this order: their ids are 1…6, and the recommended columns of the home
 * page (/official/information?column_id=1…4) find the first four.
 */
export const DEMO_ARTICLE_COLUMNS: [name: string, introduction: string][] = [
  ['新闻动态', '发布全省各级体育部门、协会和赛事运营机构的赛事新闻、活动报道与工作动态。'],
  ['通知公告', '发布赛事举办通知、竞赛规程、报名须知、交通管制等正式公告，请以本栏目发布内容为准。'],
  ['全民健身', '分享科学健身知识、社区体育活动和群众体育赛事，倡导“每天锻炼一小时，健康生活一辈子”。'],
  ['青训动态', '报道青少年体育培训、校园联赛和后备人才培养，展示青少年运动员的成长与风采。'],
  ['赛事资讯', '介绍即将开赛的比赛与活动、赛程看点和成绩速递，帮助参赛者和观众了解赛事全貌。'],
  ['政策法规', '汇集体育赛事管理、青少年体育、体育场馆开放等方面的政策法规与解读。'],
];

export interface DemoArticle {
  /** null: the platform's */
  institution: number | null;
  /** the column's name (DEMO_ARTICLE_COLUMNS); null for type-B articles */
  column: string | null;
  title: string;
  author: string;
  summary: string;
  /** paragraphs of plain text */
  content: string[];
  /** days before now (negative = in the future) */
  daysAgo: number;
  status: DemoArticleStatus;
  /** why it was rejected */
  reason?: string;
  /** 1 column article (default), 2 type-B article of the platform */
  kind?: 1 | 2;
  cover?: boolean;
}

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    institution: 1,
    column: '新闻动态',
    title: '2026年杭州市全民健身运动会圆满落幕',
    author: '杭州市体育局',
    summary: '历时三个月，覆盖28个项目、参与人数超过12万人次的市全民健身运动会在黄龙体育中心闭幕。',
    content: [
      '11月15日，2026年杭州市全民健身运动会闭幕式在黄龙体育中心举行。本届运动会自8月开幕以来，共设置田径、游泳、羽毛球、乒乓球、围棋、广场舞等28个大项，全市13个区、县（市）的12万余人次参与了各级比赛和展示活动。',
      '本届运动会坚持“全民参与、全民健身、全民健康”的理念，首次在社区和乡镇设立分赛场，让群众在家门口就能参赛。赛事期间，组委会还组织了科学健身讲座42场、国民体质监测服务7800余人次。',
      '市体育局相关负责人表示，下一步将继续完善“15分钟健身圈”，推动更多学校体育场馆向社会开放，让运动成为市民的生活方式。',
    ],
    daysAgo: 5,
    status: 'approved',
    cover: true,
  },
  {
    institution: 2,
    column: '赛事资讯',
    title: '浙江省青少年田径联赛第四站在温州收官',
    author: '浙江省田径协会',
    summary: '来自全省11个地市的860余名青少年运动员参加了第四站比赛，9人次刷新联赛纪录。',
    content: [
      '11月9日至10日，浙江省青少年田径联赛第四站在温州奥体中心举行。来自全省11个地市的46支代表队、860余名运动员参加了U12、U14、U16三个年龄组共58个小项的角逐。',
      '比赛中，杭州队的陈雨桐以12秒08获得U16女子100米冠军，并刷新联赛纪录；宁波队的刘浩然在U14男子跳远比赛中跳出6米52，同样改写纪录。两天比赛共有9人次刷新联赛纪录。',
      '根据竞赛规程，四站比赛积分前八名的运动员将获得总决赛资格。总决赛将于12月在杭州举行，具体安排请关注“通知公告”栏目。',
    ],
    daysAgo: 12,
    status: 'approved',
    cover: true,
  },
  {
    institution: 2,
    column: '通知公告',
    title: '2026年浙江省田径锦标赛成绩公告',
    author: '浙江省田径协会',
    summary: '经仲裁委员会审核，现将2026年浙江省田径锦标赛各项目成绩予以公告，公示期为7天。',
    content: [
      '2026年浙江省田径锦标赛已于10月在杭州顺利举行。经仲裁委员会审核，现将各项目前八名成绩予以公告。',
      '公示期为7天。公示期间，如对成绩有异议，请以书面形式向浙江省田径协会竞赛部反映，并附相关证明材料。',
      '联系电话：0571-87000000（工作日 9:00—17:00）。',
    ],
    daysAgo: 20,
    status: 'approved',
  },
  {
    institution: 6,
    column: '赛事资讯',
    title: '钱塘江半程马拉松报名人数突破两万',
    author: '浙江赛道体育',
    summary: '赛事开放报名一周，报名人数已突破两万人，组委会提醒跑友尽快完成体检证明上传。',
    content: [
      '2027钱塘江半程马拉松自开放报名以来，受到跑友热烈响应，一周内报名人数已突破两万人。本届赛事设半程马拉松、10公里和3公里欢乐跑三个项目，总规模15000人。',
      '组委会提醒，报名半程马拉松的选手须在报名截止前上传近一年内的体检证明或完赛证书。报名结束后将根据报名情况进行抽签，中签结果将通过短信通知。',
      '赛道沿钱塘江而行，途经奥体中心、钱江新城灯光秀核心区，是一条兼具速度与风景的城市赛道。',
    ],
    daysAgo: 3,
    status: 'approved',
    cover: true,
  },
  {
    institution: 1,
    column: '全民健身',
    title: '冬季运动健身小贴士：这样锻炼更安全',
    author: '杭州市体育局',
    summary: '冬季气温低，运动前要充分热身，注意保暖和补水，心血管疾病患者应避免清晨剧烈运动。',
    content: [
      '进入冬季，气温下降，人体肌肉和韧带的弹性降低，运动时更容易受伤。专家建议，冬季锻炼要注意以下几点：',
      '一、充分热身。运动前进行10至15分钟的慢跑、关节活动和动态拉伸，让身体微微出汗后再开始正式锻炼。',
      '二、选择合适的时间。冬季清晨气温最低，空气质量也较差，心血管疾病患者和老年人宜选择上午10点以后或下午锻炼。',
      '三、注意保暖和补水。采用“洋葱式”穿衣法，运动中及时增减衣物；冬季同样需要补水，少量多次饮用温水。',
      '四、循序渐进。运动量要逐步增加，出现胸闷、头晕等不适时应立即停止运动并及时就医。',
    ],
    daysAgo: 8,
    status: 'approved',
  },
  {
    institution: 6,
    column: '新闻动态',
    title: '城市定向赛走进西湖景区，三千名市民参与',
    author: '浙江赛道体育',
    summary: '以“跑读西湖”为主题的城市定向赛设置24个打卡点，将体育运动与文化探访相结合。',
    content: [
      '10月26日，“跑读西湖”城市定向赛在西湖景区开赛，3000余名市民以家庭和团队为单位参赛。',
      '赛事在断桥、苏堤、岳庙等景点周边设置了24个打卡点，参赛者需根据地图和线索依次完成打卡，并回答与景点历史文化相关的问题。',
      '赛事通过平台的打卡排行榜实时公布成绩，最快的团队用时1小时12分完成全部打卡任务。',
    ],
    daysAgo: 27,
    status: 'approved',
    cover: true,
  },
  {
    institution: 1,
    column: '通知公告',
    title: '关于黄龙体育中心部分场馆冬季开放时间调整的通知',
    author: '杭州市体育局',
    summary: '自12月1日起，黄龙体育中心游泳馆、羽毛球馆的开放时间调整为9:00—21:00。',
    content: [
      '为做好冬季场馆运营和设备维护工作，经研究，自12月1日起对黄龙体育中心部分场馆的开放时间作如下调整：',
      '游泳馆：9:00—21:00（周一上午闭馆维护）；羽毛球馆：9:00—21:00；田径场：6:00—20:00。',
      '已通过小程序预订的场次不受影响。给您带来的不便，敬请谅解。',
    ],
    daysAgo: 1,
    status: 'approved',
  },
  {
    institution: 2,
    column: '全民健身',
    title: '跑步入门：新手如何制订第一份训练计划',
    author: '浙江省田径协会',
    summary: '从每周三次、每次二十分钟的跑走结合开始，八周后即可轻松完成五公里。',
    content: [
      '对于刚开始跑步的朋友，最重要的是养成习惯，而不是追求速度和距离。',
      '第1—2周：每周3次，每次跑1分钟、走2分钟，重复6组；第3—4周：跑2分钟、走1分钟，重复7组；第5—8周：逐步延长连续跑步时间，直到能够连续跑30分钟。',
      '跑步时保持能够说话的配速，跑后做5分钟拉伸。如果出现膝盖或脚踝疼痛，应暂停训练并咨询专业人士。',
    ],
    daysAgo: 15,
    status: 'approved',
  },
  // waiting for review (article_check_count 3)
  {
    institution: 1,
    column: '通知公告',
    title: '关于举办2026年杭州市冬季长跑活动的通知',
    author: '杭州市体育局',
    summary: '冬季长跑活动将于12月下旬举行，设5公里和10公里两个项目，面向全市机关、企事业单位和社区居民。',
    content: [
      '为推动全民健身运动深入开展，市体育局定于12月下旬举办2026年杭州市冬季长跑活动。',
      '一、活动时间：2026年12月27日（星期日）上午8:00。二、活动地点：西湖文化广场至武林广场沿线。三、项目设置：5公里健康跑、10公里挑战跑。',
      '四、报名方式：通过赛事运营平台在线报名，报名截止时间为12月20日。',
    ],
    daysAgo: 0,
    status: 'pending',
  },
  {
    institution: 2,
    column: '通知公告',
    title: '浙江省青少年田径联赛总决赛竞赛规程',
    author: '浙江省田径协会',
    summary: '总决赛设U12、U14、U16三个组别，各组别积分前八名的运动员获得参赛资格。',
    content: [
      '一、主办单位：浙江省田径协会。二、比赛时间和地点：2026年12月12日至13日，杭州市黄龙体育中心。',
      '三、参赛资格：联赛四站比赛各小项积分前八名的运动员。四、竞赛办法：执行中国田径协会审定的最新田径竞赛规则。',
      '五、录取名次与奖励：各小项录取前八名，前三名颁发奖牌和证书。',
    ],
    daysAgo: 0,
    status: 'pending',
  },
  {
    institution: 6,
    column: '通知公告',
    title: '钱塘江半程马拉松交通管制公告',
    author: '浙江赛道体育',
    summary: '比赛当日7:00至12:00，赛道沿线道路将分时段实施交通管制，请市民提前规划出行路线。',
    content: [
      '比赛当日7:00至12:00，之江路、富春路、钱江路等赛道沿线道路将分时段实施交通管制，管制期间禁止机动车、非机动车通行。',
      '请广大市民提前规划出行路线，尽量选择地铁等公共交通方式出行。给您带来的不便，敬请谅解。',
    ],
    daysAgo: 0,
    status: 'pending',
  },
  // rejected, draft, scheduled
  {
    institution: 2,
    column: '赛事资讯',
    title: '协会年度训练营招募启事',
    author: '浙江省田径协会',
    summary: '招募年度训练营学员。',
    content: ['训练营详情请咨询协会工作人员。'],
    daysAgo: 6,
    status: 'rejected',
    reason: '正文缺少训练营时间、地点、费用和报名方式，请补充后重新提交',
  },
  {
    institution: 1,
    column: '新闻动态',
    title: '市体育局召开年度体育工作总结会（草稿）',
    author: '杭州市体育局',
    summary: '',
    content: ['会议总结了2026年全市体育工作，部署了2027年重点任务。'],
    daysAgo: 2,
    status: 'draft',
  },
  {
    institution: 6,
    column: '赛事资讯',
    title: '2027钱塘江半程马拉松参赛包领取指南',
    author: '浙江赛道体育',
    summary: '参赛包领取时间、地点及需携带的证件说明。',
    content: ['参赛包将于赛前两天在杭州国际博览中心统一发放，请携带本人身份证原件和报名成功短信领取。'],
    daysAgo: -30,
    status: 'approved',
  },
  // type-B articles of the platform
  {
    kind: 2,
    institution: null,
    column: null,
    title: '赛事报名须知',
    author: '赛事运营平台',
    summary: '报名前请仔细阅读本须知。',
    content: [
      '一、报名者应如实填写本人信息，并对信息的真实性负责。',
      '二、报名费用支付成功后，如因个人原因无法参赛，可在报名截止前申请退款，报名截止后不予退款。',
      '三、参赛者应根据自身健康状况量力而行，患有不宜参加剧烈运动疾病者请勿报名。',
    ],
    daysAgo: 40,
    status: 'approved',
  },
  {
    kind: 2,
    institution: null,
    column: null,
    title: '机构入驻平台说明',
    author: '赛事运营平台',
    summary: '政府部门、协会、赛事运营机构、培训机构、场馆运营方和赞助商均可申请入驻。',
    content: [
      '入驻申请提交后，平台将在3个工作日内完成审核，审核结果将通过短信通知。',
      '入驻后，机构可在后台发布赛事、管理报名、发布资讯（政府/事业单位、社会组织/协会、赛事运营机构）。',
    ],
    daysAgo: 60,
    status: 'approved',
  },
  // three more approved articles
  {
    institution: 2,
    column: '青训动态',
    title: '省田径协会举办青少年教练员培训班',
    author: '浙江省田径协会',
    summary: '来自全省的120名基层教练员参加培训，内容涵盖青少年体能发展、运动损伤预防和科学选材。',
    content: [
      '为提升基层青少年田径教练员的执教水平，浙江省田径协会于11月上旬在杭州举办了青少年教练员培训班，全省120名基层教练员参加。',
      '培训邀请国家级教练和运动医学专家授课，内容涵盖青少年体能发展敏感期、运动损伤预防、科学选材与训练计划制订等。',
      '培训结束后，学员通过理论和实践考核，获得协会颁发的结业证书。',
    ],
    daysAgo: 18,
    status: 'approved',
  },
  {
    institution: null,
    column: '政策法规',
    title: '《体育赛事活动管理办法》要点解读',
    author: '赛事运营平台',
    summary: '办法明确了体育赛事活动的申办审批、服务管理、监督检查等要求，主办方需落实安全主体责任。',
    content: [
      '《体育赛事活动管理办法》对体育赛事活动的申办和审批、服务和管理、监督和检查等作出了系统规定。',
      '一是明确主体责任。主办方和承办方对赛事活动的安全负责，应当制定安全工作方案和突发事件应急预案。',
      '二是规范信息发布。赛事活动的名称、时间、地点、报名条件等信息应当通过官方渠道向社会公布，不得虚假宣传。',
      '三是加强事中事后监管。体育主管部门通过“双随机、一公开”等方式开展监督检查，对违法违规行为依法处理。',
      '平台上的赛事报备功能已按照办法要求设置，主办方提交报备后由平台审核，审核通过的赛事将在官网公开。',
    ],
    daysAgo: 30,
    status: 'approved',
  },
  {
    institution: 1,
    column: '青训动态',
    title: '西湖区青少年足球联赛U10组落幕，12支球队收获成长',
    author: '杭州市体育局',
    summary: '历时两个月的双循环比赛中，小球员们共踢满132场，评选出最佳射手、最佳守门员和体育道德风尚奖。',
    content: [
      '11月16日，西湖区青少年足球联赛U10组最后一轮比赛在西湖区青少年足球训练基地结束。来自全区中小学和俱乐部的12支球队、216名小球员参加了本届联赛。',
      '联赛采用双循环赛制，每周末进行，共进行132场比赛。赛事坚持“以赛促练、快乐足球”，每场比赛都安排了家长观赛区和赛后分享环节。',
      '区体育局表示，将继续完善U8至U14各年龄段联赛体系，为青少年提供更多高质量的比赛机会。',
    ],
    daysAgo: 7,
    status: 'approved',
    cover: true,
  },
];

/** When the article was written, as an offset from now (ms). */
export const demoArticleCreated = (a: DemoArticle) => -(Math.max(a.daysAgo, 0) + 1) * DAY;

/** How often the article at `index` was read: published ones have readers. */
export const demoArticleViews = (a: DemoArticle, index: number) => (a.status === 'approved' && a.daysAgo > 0 ? 120 + ((index * 137) % 900) : 0);

export interface DemoArticleStep {
  from: DemoArticleStatus | null;
  to: DemoArticleStatus;
  /** its author (the institution's or the platform's account), or the platform admin reviewing it */
  by: 'author' | 'admin';
  reason: string;
  /** offset from now (ms) */
  at: number;
}

/** The article's history (状态记录): written; an institution's submitted and reviewed; the platform's published at once. */
export function demoArticleHistory(a: DemoArticle): DemoArticleStep[] {
  const created = demoArticleCreated(a);
  const steps: DemoArticleStep[] = [{ from: null, to: 'draft', by: 'author', reason: '', at: created }];
  if (a.status === 'draft') return steps;
  if (a.institution === null || (a.kind ?? 1) === 2) return [...steps, { from: 'draft', to: 'approved', by: 'admin', reason: '', at: created + DAY / 2 }];
  steps.push({ from: 'draft', to: 'pending', by: 'author', reason: '', at: created + DAY / 4 });
  if (a.status !== 'pending') steps.push({ from: 'pending', to: a.status, by: 'admin', reason: a.reason ?? '', at: created + DAY / 2 });
  return steps;
}

/** The user agreement (site text `agreement`). */
export const DEMO_AGREEMENT = {
  title: '赛事运营平台用户协议',
  paragraphs: [
    '欢迎使用赛事运营平台（以下简称“平台”）。在注册和使用平台服务前，请您仔细阅读本协议。',
    '一、账号注册与使用。您应提供真实、准确的注册信息，并妥善保管账号和密码。因您保管不善造成的损失由您自行承担。',
    '二、个人信息保护。平台仅在提供赛事报名、成绩查询、证书发放等服务所必需的范围内收集和使用您的个人信息，未经您同意不会向第三方提供。',
    '三、用户行为规范。您不得利用平台发布违法违规信息，不得冒用他人身份报名参赛，不得干扰平台的正常运行。',
    '四、费用与退款。报名费等费用以赛事页面公布的标准为准，退款规则以各赛事的报名须知为准。',
    '五、协议的变更。平台可根据法律法规变化和运营需要修改本协议，修改后的协议将在平台公布。',
  ],
};
