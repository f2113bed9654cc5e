import { useEffect, useRef, useState } from 'react';

const isHls = (src: string) => /\.m3u8$/i.test(src.split(/[?#]/)[0]);

/**
 * A video player for an HLS stream (.m3u8) or a plain video file. HLS plays natively where the browser can
 * (Safari, iOS); elsewhere hls.js is loaded on demand (a separate chunk, only on the player page) and attached to
 * the <video>. A fatal stream error or a browser without Media Source support shows a message instead.
 */
export function HlsPlayer({ src, title, autoPlay = true }: { src: string; title: string; autoPlay?: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    setProblem('');
    if (!isHls(src) || el.canPlayType('application/vnd.apple.mpegurl')) {
      el.src = src;
      return () => {
        el.removeAttribute('src');
      };
    }
    let alive = true;
    let destroy: (() => void) | undefined;
    import('hls.js')
      .then(({ default: Hls }) => {
        if (!alive) return;
        if (!Hls.isSupported()) {
          setProblem('当前浏览器不支持播放直播，请更换浏览器');
          return;
        }
        const hls = new Hls();
        destroy = () => hls.destroy();
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setProblem('直播信号加载失败，请稍后刷新重试');
        });
        hls.loadSource(src);
        hls.attachMedia(el);
      })
      .catch(() => alive && setProblem('播放器加载失败，请刷新重试'));
    return () => {
      alive = false;
      destroy?.();
    };
  }, [src]);

  return (
    <div style={{ position: 'relative', background: '#000', borderRadius: 8, overflow: 'hidden', aspectRatio: '16 / 9' }}>
      <video ref={video} controls autoPlay={autoPlay} muted={autoPlay} playsInline aria-label={title} style={{ width: '100%', height: '100%', display: 'block' }} />
      {problem ? (
        <p role="alert" style={{ position: 'absolute', inset: 0, margin: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#fff', background: 'rgba(0,0,0,0.6)' }}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
