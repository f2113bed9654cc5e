import {
  assertNotEmpty,
  checkFileReaderSupport,
  checkFileUpload,
  checkImageUpload,
  EmptyFileError,
  fileTooLargeMessage,
  MB,
  uploadSequentially,
} from './upload-checks';

describe('upload checks (spec §5, §8, §9)', () => {
  it('single image over 1 MB: 文件{name}超过1M,上传失败', () => {
    expect(checkImageUpload({ name: '海报.png', size: MB + 1 })).toBe('文件海报.png超过1M,上传失败');
    expect(checkImageUpload({ name: '海报.png', size: MB })).toBeNull();
  });

  it('generic file over 20 MB: 文件超过20M,请重新上传', () => {
    expect(checkFileUpload({ name: '视频.mp4', size: 20 * MB + 1 })).toBe('文件超过20M,请重新上传');
    expect(checkFileUpload({ name: '视频.mp4', size: 20 * MB })).toBeNull();
  });

  it('generic form 文件超过{n}M', () => {
    expect(fileTooLargeMessage(5)).toBe('文件超过5M');
    expect(checkFileUpload({ name: 'a.pdf', size: 5 * MB + 1 }, 5)).toBe('文件超过5M');
  });

  it('empty file: EmptyFile with 文件大小为0，不能上传', () => {
    expect(checkFileUpload({ name: 'a', size: 0 })).toBe('文件大小为0，不能上传');
    expect(checkImageUpload({ name: 'a', size: 0 })).toBe('文件大小为0，不能上传');
    const error = (() => {
      try {
        assertNotEmpty({ name: 'a', size: 0 });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(EmptyFileError);
    expect(error).toMatchObject({ name: 'EmptyFile', message: '文件大小为0，不能上传' });
    expect(() => assertNotEmpty({ name: 'a', size: 1 })).not.toThrow();
  });

  it('browser without FileReader: 当前浏览器不支持则该图片', () => {
    expect(checkFileReaderSupport({})).toBe('当前浏览器不支持则该图片');
    expect(checkFileReaderSupport({ FileReader: function FileReader() {} })).toBeNull();
    expect(checkFileReaderSupport()).toBeNull();
  });

  it('uploads one after another, skips oversize files, collects failures per file (上传失败)', async () => {
    const order: string[] = [];
    let running = 0;
    const files = [
      { name: 'a.jpg', size: 10 },
      { name: 'big.jpg', size: 21 * MB },
      { name: 'b.jpg', size: 10 },
      { name: 'c.jpg', size: 10 },
    ];
    const outcome = await uploadSequentially(files, async (file) => {
      running += 1;
      expect(running).toBe(1);
      order.push(file.name);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      if (file.name === 'b.jpg') throw new Error('');
      return `https://cdn.example.cn/${file.name}`;
    });
    expect(order).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(outcome.uploaded.map((u) => u.result)).toEqual(['https://cdn.example.cn/a.jpg', 'https://cdn.example.cn/c.jpg']);
    expect(outcome.failed).toEqual([
      { file: files[1], message: '文件超过20M,请重新上传' },
      { file: files[2], message: '上传失败' },
    ]);
  });
});
