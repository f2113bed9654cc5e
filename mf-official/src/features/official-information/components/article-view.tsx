import { formatDateTime } from 'shared';
import type { PublicArticle } from '../api/types';
import { muted, placeholder } from '../../../ui/styles';

/** Images and tables of an article body stay inside the page width (the public site has no stylesheet). */
const CONTENT_CSS =
  '.article-content img{max-width:100%;height:auto}.article-content table{border-collapse:collapse;max-width:100%}' +
  '.article-content td,.article-content th{border:1px solid #f0f0f0;padding:4px 8px}.article-content p{margin:0 0 12px}';

/**
 * The HTML of an article, column introduction or agreement as the server stored it: the server sanitises rich text
 * with an allow-list before storing (no script, no event handlers, no javascript: links), and the page renders
 * that HTML only — never anything typed on this page.
 */
export function ServerHtml({ html, label }: { html: string; label: string }) {
  if (!html.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(html)) return <p style={placeholder}>暂无数据</p>;
  return (
    <>
      <style>{CONTENT_CSS}</style>
      <div
        className="article-content"
        aria-label={label}
        style={{ lineHeight: 1.8, fontSize: 16, overflowWrap: 'anywhere' }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </>
  );
}

/** An article: title, source, author, publish time, views, and the body. */
export function ArticleView({ article, compact = false }: { article: PublicArticle; compact?: boolean }) {
  return (
    <article aria-labelledby="article-title">
      <h1 id="article-title" style={{ fontSize: compact ? 20 : 26, margin: '0 0 12px', lineHeight: 1.4, textAlign: compact ? 'left' : 'center' }}>
        {article.title}
      </h1>
      <p
        style={{
          ...muted,
          fontSize: 13,
          margin: '0 0 16px',
          display: 'flex',
          gap: '4px 16px',
          flexWrap: 'wrap',
          justifyContent: compact ? 'flex-start' : 'center',
          paddingBottom: 12,
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <span>来源：{article.institution_name}</span>
        {article.author ? <span>作者：{article.author}</span> : null}
        <span>发布时间：{formatDateTime(article.publish_at)}</span>
        <span>阅读：{article.views}</span>
      </p>
      {article.summary ? (
        <p style={{ background: '#fafafa', borderLeft: '3px solid #d9d9d9', padding: '8px 12px', color: '#595959', margin: '0 0 16px' }}>{article.summary}</p>
      ) : null}
      <ServerHtml html={article.content} label="正文" />
    </article>
  );
}
