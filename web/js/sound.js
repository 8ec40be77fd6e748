// 8-bit sounds, generated (no files): a tick for each new state, a jingle at the goal.
let audio = null;
let lastDing = 0;
let muted = false;

export function setMuted(on) {
  muted = on;
}

export function isMuted() {
  return muted;
}

/// Creates (or wakes) the audio context; browsers allow it only after a click.
export function wake() {
  if (!audio) {
    const AC = window.AudioContext || window.webkitAudioContext;
    if (!AC) return null;
    audio = new AC();
  }
  if (audio.state === "suspended") audio.resume();
  return audio;
}

function tone(freq, at, length, volume = 0.06, type = "square") {
  const a = wake();
  if (!a) return;
  const osc = a.createOscillator();
  const gain = a.createGain();
  osc.type = type;
  osc.frequency.value = freq;
  const t0 = a.currentTime + at;
  gain.gain.setValueAtTime(volume, t0);
  gain.gain.exponentialRampToValueAtTime(0.0001, t0 + length);
  osc.connect(gain).connect(a.destination);
  osc.start(t0);
  osc.stop(t0 + length + 0.02);
}

export function ding() {
  if (muted) return;
  const now = performance.now();
  if (now - lastDing < 90) return; // fast playback: no buzz
  lastDing = now;
  tone(1318.5, 0, 0.08, 0.04);
}

export function jingle() {
  if (muted) return;
  [523.25, 659.25, 783.99, 1046.5, 783.99, 1046.5].forEach((f, i) => tone(f, i * 0.09, i === 5 ? 0.4 : 0.1, 0.05));
}
