import { Descriptions, Image, Space } from 'antd';
import { formatDateTime } from 'shared';
import { StatusTag } from 'shared/antd';
import { personGenderText } from 'shared/rules';
import type { RegistrationDetail } from '../api/registrations';
import { REGISTRATION_STATUS } from './registration-status';

/** A registration as the institution reviews it and the person reads it (注册信息). */
export function RegistrationDescriptions({ r }: { r: RegistrationDetail }) {
  return (
    <Descriptions bordered column={2} size="small">
      <Descriptions.Item label="姓名">{r.real_name}</Descriptions.Item>
      <Descriptions.Item label="性别">{personGenderText(r.gender)}</Descriptions.Item>
      <Descriptions.Item label="身份证号">{r.id_card || '-'}</Descriptions.Item>
      <Descriptions.Item label="出生日期">{r.birth_date || '-'}</Descriptions.Item>
      <Descriptions.Item label="实名认证">{r.identity_status_text}</Descriptions.Item>
      <Descriptions.Item label="注册类型">{r.kind_text}</Descriptions.Item>
      <Descriptions.Item label="注册机构">{r.institution_name || '-'}</Descriptions.Item>
      <Descriptions.Item label="注册要求">{r.setting_title || '-'}</Descriptions.Item>
      <Descriptions.Item label="运动项目">{r.sport || '-'}</Descriptions.Item>
      <Descriptions.Item label="等级">{r.level || '-'}</Descriptions.Item>
      <Descriptions.Item label="所在地区">{r.region || '-'}</Descriptions.Item>
      <Descriptions.Item label="联系电话">{r.mobile || '-'}</Descriptions.Item>
      <Descriptions.Item label="个人简介" span={2}>
        {r.intro || '-'}
      </Descriptions.Item>
      <Descriptions.Item label="在官网公开">{r.is_public ? '是' : '否'}</Descriptions.Item>
      <Descriptions.Item label="提交时间">{formatDateTime(r.created_at)}</Descriptions.Item>
      <Descriptions.Item label="审核状态">
        <StatusTag status={r.status} map={REGISTRATION_STATUS} />
      </Descriptions.Item>
      <Descriptions.Item label="审核时间">{r.reviewed_at ? formatDateTime(r.reviewed_at) : '-'}</Descriptions.Item>
      {r.status === 'rejected' ? (
        <Descriptions.Item label="驳回原因" span={2}>
          {r.review_reason}
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label="本人照片" span={2}>
        {r.photo ? <Image src={r.photo} alt={`${r.real_name}的照片`} width={120} /> : '-'}
      </Descriptions.Item>
      <Descriptions.Item label="上传材料" span={2}>
        {r.documents.length ? (
          <Space wrap>
            {r.documents.map((d) => (
              <Space key={d.name} orientation="vertical" size={4}>
                <Image src={d.url} alt={d.name} width={160} />
                <span>{d.name}</span>
              </Space>
            ))}
          </Space>
        ) : (
          '-'
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
