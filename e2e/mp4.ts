/** What the browser tests check in a downloaded MP4: the container, the codec and the duration. */
export function inspectMp4(bytes: Buffer): { ftyp: boolean; avc1: boolean; seconds: number } {
  // mvhd: version, flags, two times, then the timescale and the duration (version 0).
  const mvhd = bytes.indexOf('mvhd') + 4;
  return {
    ftyp: bytes.subarray(4, 8).toString() === 'ftyp',
    avc1: bytes.includes('avc1'),
    seconds: bytes.readUInt32BE(mvhd + 16) / bytes.readUInt32BE(mvhd + 12),
  };
}
