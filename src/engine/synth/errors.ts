/** Typed engine failures, so callers (the job worker, the API) can map them to the spec's error codes. */
export type EngineErrorCode = 'piece_timeout' | 'synthesis_failed' | 'cancelled' | 'unknown_voice' | 'closed' | 'nothing_to_speak';

export class EngineError extends Error {
  constructor(
    readonly code: EngineErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

/** A piece took longer than its time limit; its worker was replaced. */
export class PieceTimeoutError extends EngineError {
  constructor(readonly timeoutMs: number) {
    super('piece_timeout', `synthesis of a piece took longer than ${timeoutMs} ms`);
  }
}

/** espeak-ng (or the MP3 encoder) failed on a task, or its worker died. */
export class SynthesisError extends EngineError {
  constructor(message: string) {
    super('synthesis_failed', message);
  }
}

/** The caller cancelled (abort signal or cancellation callback). `doneChars` were fully synthesized. */
export class SynthesisCancelledError extends EngineError {
  constructor(readonly doneChars: number) {
    super('cancelled', 'synthesis was cancelled');
  }
}

export class UnknownVoiceError extends EngineError {
  constructor(readonly voiceId: string) {
    super('unknown_voice', `unknown voice '${voiceId}'`);
  }
}

/** The synthesizer was closed while the task waited or ran. */
export class SynthesizerClosedError extends EngineError {
  constructor() {
    super('closed', 'the speech synthesizer was closed');
  }
}

/** The text has nothing speakable (only spaces, punctuation or unsupported characters). */
export class NothingToSpeakError extends EngineError {
  constructor() {
    super('nothing_to_speak', 'the text has nothing to speak');
  }
}
