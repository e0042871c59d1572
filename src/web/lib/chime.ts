let context: AudioContext | null = null;

/**
 * A short falling two-note chime, made by the browser (Web Audio): no sound file to ship. Nothing
 * happens where the browser has no audio. The first call should come from a click or a key press:
 * browsers start audio only after the person has used the page.
 */
export function chime(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  void context.resume();
  const start = context.currentTime;
  [880, 660].forEach((frequency, i) => {
    const at = start + i * 0.16;
    const note = context!.createOscillator();
    const volume = context!.createGain();
    note.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, at);
    volume.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
    note.connect(volume).connect(context!.destination);
    note.start(at);
    note.stop(at + 0.32);
  });
}
