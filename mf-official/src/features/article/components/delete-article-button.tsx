import { Button } from 'antd';
import { useConfirm } from 'shared/antd';
import type { Article } from '../api/types';

/** 删除 of an article row: asks 确定删除「title」吗？ followed by `warning` (red 确定), then runs `onDelete`. */
export function DeleteArticleButton({ article, warning, onDelete }: { article: Article; warning: string; onDelete: () => Promise<unknown> }) {
  const confirm = useConfirm();
  return (
    <Button
      type="link"
      size="small"
      danger
      onClick={() => confirm({ content: `确定删除「${article.title}」吗？${warning}`, danger: true }, onDelete)}
      aria-label={`删除 ${article.title}`}
    >
      删除
    </Button>
  );
}
