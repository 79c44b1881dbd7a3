/**
 * A hand-written animated GIF whose frames each cover a `side`×`side` screen yet carry one coded
 * pixel: a file of under a kilobyte that decodes to `side² × frames` pixels (issue 20's attack
 * shape). The decoder paints the pixels the data leaves out, so every frame costs its full area.
 */
export function sparseAnimatedGif(side: number, frames: number): Buffer {
  const parts: Buffer[] = [Buffer.from('GIF89a')];
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(side, 0);
  screen.writeUInt16LE(side, 2);
  screen[4] = 0x80; // a global colour table of two colours
  parts.push(screen, Buffer.from([0, 0, 0, 255, 255, 255]));
  parts.push(Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0x00, 0x00, 0x00])); // loop forever
  for (let frame = 0; frame < frames; frame++) {
    parts.push(Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00])); // 0.1 s per frame
    const descriptor = Buffer.alloc(10);
    descriptor[0] = 0x2c;
    descriptor.writeUInt16LE(side, 5);
    descriptor.writeUInt16LE(side, 7);
    // LZW (minimum code size 2): clear, colour 0, end of information.
    parts.push(descriptor, Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}
