import { Form, Input, Radio } from 'antd';

/** The fields of a series (赛事系列): 系列名称 (required, up to 128), 类型 (比赛/活动) and 系列介绍 (up to 2000). */
export function SeriesFields({ namePlaceholder }: { namePlaceholder?: string }) {
  return (
    <>
      <Form.Item name="name" label="系列名称" rules={[{ required: true, whitespace: true, message: '请输入系列名称' }, { max: 128, message: '名称最多128个字' }]}>
        <Input placeholder={namePlaceholder} />
      </Form.Item>
      <Form.Item name="c_type" label="类型">
        <Radio.Group options={[{ value: 1, label: '比赛' }, { value: 2, label: '活动' }]} />
      </Form.Item>
      <Form.Item name="description" label="系列介绍" rules={[{ max: 2000, message: '介绍最多2000个字' }]}>
        <Input.TextArea rows={4} />
      </Form.Item>
    </>
  );
}
