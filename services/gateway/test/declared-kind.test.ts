import { contradictsContent } from '../src/routes/media/declared-kind.js';

/** Issue 20: an upload's name and declared type must agree with what its content is (by kind). */
describe('contradictsContent', () => {
  it.each([
    ['x.html', 'text/html', 'image'],
    ['plant.png', 'text/html', 'image'],
    ['x.html', 'application/octet-stream', 'image'],
    ['x.html', '', 'image'],
    ['bud.svg', 'image/svg+xml', 'image'],
    ['notes.txt', 'text/plain', 'image'],
    ['clip.mp4', 'image/png', 'image'],
    ['plant.png', 'video/mp4', 'image'],
    ['photo.jpg', 'video/mp4', 'image'],
    ['clip.mp4', 'image/jpeg', 'video'],
    ['clip.webm', 'application/pdf', 'video'],
    ['setup.exe', 'application/x-msdownload', 'video'],
    ['x.PHP', 'image/png', 'image'],
  ] as const)('%s declared %j contradicts %s content', (filename, type, actual) => {
    expect(contradictsContent(filename, type, actual)).toBe(true);
  });

  it.each([
    ['plant.png', 'image/png', 'image'],
    ['IMG_0001.JPG', 'IMAGE/JPEG', 'image'],
    ['photo.jpg', 'image/png', 'image'],
    ['Photo.jfif', 'image/jpeg', 'image'],
    ['blob', 'application/octet-stream', 'image'],
    ['', '', 'image'],
    ['plant.png', 'text/plain', 'image'],
    ['C:\\fakepath\\leaf.webp', 'image/webp; charset=binary', 'image'],
    ['IMG_0002.MOV', 'video/quicktime', 'video'],
    ['timelapse.ogg', 'audio/ogg', 'video'],
    ['clip', 'video/webm', 'video'],
  ] as const)('%s declared %j agrees with %s content', (filename, type, actual) => {
    expect(contradictsContent(filename, type, actual)).toBe(false);
  });
});
