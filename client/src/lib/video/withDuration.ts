import { BlobSource, BufferTarget, Conversion, Input, Output, WEBM, WebMOutputFormat } from 'mediabunny';

/**
 * A MediaRecorder's WebM as a file players can seek: the recorder writes its clusters as they come and
 * never goes back to state the duration, so a player shows none. Rewritten by mediabunny, frames copied
 * as they are (no re-encoding), with its duration stated.
 */
export async function withDuration(recording: Blob): Promise<Blob> {
  const input = new Input({ source: new BlobSource(recording), formats: [WEBM] });
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  const conversion = await Conversion.init({ input, output });
  // A recording of a pitch where nothing moved holds no frame (a canvas stream sends frames only when it
  // is drawn): nothing to seek, so it is kept as it came.
  if (!conversion.isValid) return recording;
  await conversion.execute();
  return new Blob([output.target.buffer!], { type: 'video/webm' });
}
