/** The round ▶ in the middle of a video poster (the poster's box is `position: relative`). */
export function PlayMark({ size, fontSize }: { size: number; fontSize: number }) {
  return (
    <span
      aria-hidden="true"
      style={{
        position: 'absolute',
        left: '50%',
        top: '50%',
        transform: 'translate(-50%, -50%)',
        width: size,
        height: size,
        borderRadius: '50%',
        background: 'rgba(0,0,0,0.55)',
        color: '#fff',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize,
      }}
    >
      ▶
    </span>
  );
}
