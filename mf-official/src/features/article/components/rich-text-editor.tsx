import { useEffect, useRef, useState } from 'react';
import { Button, Input, Modal, Progress, Space, Tooltip, Typography } from 'antd';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { IMAGE_ACCEPT, uploadErrorMessage, uploadImage } from 'shared';

export interface RichTextEditorProps {
  /** HTML (form-controlled). */
  value?: string;
  onChange?: (html: string) => void;
  /** Set by Form.Item: names the editable area for its label. */
  id?: string;
  /** `use` tag of inserted images. */
  imageUse?: string;
  placeholder?: string;
}

const EDITOR_CSS =
  '.rich-text-editor .ProseMirror{min-height:320px;padding:12px 16px;outline:none;line-height:1.8}' +
  '.rich-text-editor .ProseMirror img{max-width:100%;height:auto}' +
  '.rich-text-editor .ProseMirror p{margin:0 0 8px}' +
  '.rich-text-editor .ProseMirror blockquote{border-left:3px solid #d9d9d9;margin:0 0 8px;padding-left:12px;color:#595959}' +
  '.rich-text-editor .ProseMirror img.ProseMirror-selectednode{outline:2px solid #fa8c16}';

/** An empty editor gives '' rather than `<p></p>`, so "required" rules and the server see no content. */
const toValue = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function ToolButton({ label, active, disabled, onClick, children }: { label: string; active?: boolean; disabled?: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <Tooltip title={label}>
      <Button size="small" type={active ? 'primary' : 'text'} aria-label={label} aria-pressed={active} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={onClick}>
        {children}
      </Button>
    </Tooltip>
  );
}

/**
 * Rich-text editor of articles (Tiptap on ProseMirror): paragraphs, headings, bold, italic, underline, lists,
 * quotes, links and images. Images are uploaded through the shared `uploadImage` (§5 checks, PNG re-encoding,
 * server-side checks) and inserted by their media URL. What the editor produces is sent to the server, which
 * sanitises it before storing; pages render only the stored HTML.
 */
export function RichTextEditor({ value, onChange, id, imageUse = 'article', placeholder }: RichTextEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'], HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' } },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value ?? '',
    editorProps: {
      attributes: { 'aria-label': '文章内容', role: 'textbox', 'aria-multiline': 'true', ...(id ? { id } : {}), ...(placeholder ? { 'aria-placeholder': placeholder } : {}) },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current?.(toValue(e)),
  });

  // A value set from outside (the article loaded for editing, a form reset) replaces the content.
  useEffect(() => {
    if (!editor) return;
    const next = value ?? '';
    if (next !== toValue(editor)) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            underline: e.isActive('underline'),
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bullet: e.isActive('bulletList'),
            ordered: e.isActive('orderedList'),
            quote: e.isActive('blockquote'),
            link: e.isActive('link'),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });

  const insertImage = async (file: File) => {
    if (!editor) return;
    setError(null);
    setPercent(0);
    try {
      const image = await uploadImage(file, { use: imageUse, onProgress: setPercent });
      // the image, then a paragraph for the cursor: typing on goes below the image instead of replacing it
      editor
        .chain()
        .focus()
        .insertContent([{ type: 'image', attrs: { src: image.url, alt: file.name.replace(/\.[^.]+$/, '') } }, { type: 'paragraph' }])
        .run();
    } catch (e) {
      setError(uploadErrorMessage(e));
    } finally {
      setPercent(null);
    }
  };

  const applyLink = () => {
    if (!editor) return;
    const url = linkUrl.trim();
    if (!url) editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    setLinkOpen(false);
  };

  const chain = () => editor!.chain().focus();
  const s = state ?? ({} as NonNullable<typeof state>);

  return (
    <div className="rich-text-editor" style={{ border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff' }}>
      <style>{EDITOR_CSS}</style>
      <div role="toolbar" aria-label="编辑工具" style={{ display: 'flex', flexWrap: 'wrap', gap: 4, padding: 6, borderBottom: '1px solid #f0f0f0' }}>
        <ToolButton label="加粗" active={s.bold} onClick={() => chain().toggleBold().run()}>
          <b>B</b>
        </ToolButton>
        <ToolButton label="斜体" active={s.italic} onClick={() => chain().toggleItalic().run()}>
          <i>I</i>
        </ToolButton>
        <ToolButton label="下划线" active={s.underline} onClick={() => chain().toggleUnderline().run()}>
          <u>U</u>
        </ToolButton>
        <ToolButton label="大标题" active={s.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          H2
        </ToolButton>
        <ToolButton label="小标题" active={s.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          H3
        </ToolButton>
        <ToolButton label="无序列表" active={s.bullet} onClick={() => chain().toggleBulletList().run()}>
          • 列表
        </ToolButton>
        <ToolButton label="有序列表" active={s.ordered} onClick={() => chain().toggleOrderedList().run()}>
          1. 列表
        </ToolButton>
        <ToolButton label="引用" active={s.quote} onClick={() => chain().toggleBlockquote().run()}>
          “ ”
        </ToolButton>
        <ToolButton
          label="链接"
          active={s.link}
          onClick={() => {
            setLinkUrl((editor?.getAttributes('link').href as string | undefined) ?? '');
            setLinkOpen(true);
          }}
        >
          链接
        </ToolButton>
        <ToolButton label="插入图片" disabled={percent !== null} onClick={() => fileInput.current?.click()}>
          图片
        </ToolButton>
        <ToolButton label="撤销" disabled={!s.canUndo} onClick={() => chain().undo().run()}>
          ↶
        </ToolButton>
        <ToolButton label="重做" disabled={!s.canRedo} onClick={() => chain().redo().run()}>
          ↷
        </ToolButton>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-label="选择要插入的图片"
          style={{ display: 'none' }}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void insertImage(file);
          }}
        />
      </div>
      {percent !== null ? <Progress percent={percent} size="small" style={{ padding: '0 12px' }} aria-label="图片上传进度" /> : null}
      {error ? (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', padding: '4px 12px' }}>
          {error}
        </Typography.Text>
      ) : null}
      <EditorContent editor={editor} />
      <Modal open={linkOpen} title="插入链接" okText="确定" cancelText="取消" onOk={applyLink} onCancel={() => setLinkOpen(false)} destroyOnHidden>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input aria-label="链接地址" placeholder="https://" value={linkUrl} onChange={(e) => setLinkUrl(e.target.value)} onPressEnter={applyLink} />
          <Typography.Text type="secondary">只支持 http、https、mailto、tel 开头或站内地址；留空则取消链接。</Typography.Text>
        </Space>
      </Modal>
    </div>
  );
}
