import { createRoot } from 'react-dom/client';

// Opened directly (pnpm dev serves the remote on its own port): the pages live in the shell.
createRoot(document.getElementById('root')!).render(
  <main style={{ maxWidth: 640, margin: '80px auto', fontFamily: 'sans-serif', lineHeight: 1.8 }}>
    <h1>官网模块（mf_official）</h1>
    <p>这是远程模块，页面由主应用加载：请打开主应用 http://localhost:3000 访问。</p>
    <p>单独预览本模块（使用模拟数据）：pnpm --filter mf-official standalone</p>
  </main>,
);
