import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  Cropper,
  getTransformedImageSize,
  isEqualState,
  type CropperRef,
  type CropperState,
} from 'react-advanced-cropper';
import 'react-advanced-cropper/dist/style.css';
import { useFadingDialog } from './use-fading-dialog.ts';
import {
  CROP_ASPECT_RATIO,
  CROPPER_TIP,
  chosenPartText,
  croppedType,
  fitWithin,
  largestSquare,
  historyOf,
  recordChange,
  redoChange,
  turnedBox,
  undoChange,
  wholeView,
  type History,
} from './crop-rules.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import './cropper.css';

/** How far an arrow key moves the crop box or one of its sides, in screen pixels. */
const KEY_STEP = 10;
const ARROWS: Record<string, { left: number; top: number }> = {
  ArrowLeft: { left: -KEY_STEP, top: 0 },
  ArrowRight: { left: KEY_STEP, top: 0 },
  ArrowUp: { left: 0, top: -KEY_STEP },
  ArrowDown: { left: 0, top: KEY_STEP },
};

function canvasBlob(canvas: HTMLCanvasElement | null, type: string): Promise<Blob> {
  return new Promise((resolve, reject) => {
    if (!canvas) return reject(new Error('nothing to draw'));
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the picture could not be encoded'))), type);
  });
}

/**
 * The image cropper (spec §2, §5, §9): a modal over the workspace on one chosen picture, to turn
 * it, flip it and choose the part to keep in a square box (the spec's 800×800 suggestion; the
 * size chosen is said as it changes). Every change can be undone and redone. Its one commit
 * button, Use picture, crops: it gives the square part with the turns and flips applied, at most
 * 500×500, in the file's own kind; Cancel or Escape gives null. Loaded on first use
 * (use-image-cropper.tsx).
 */
export default function ImageCropper({ file, onDone }: { file: File; onDone: (picture: Blob | null) => void }) {
  const id = useId();
  const result = useRef<Blob | null>(null);
  const { dialogRef, closing, close, onCancel } = useFadingDialog(true, () => onDone(result.current));
  const cropperRef = useRef<CropperRef>(null);
  const [source, setSource] = useState<string | null>(null);
  // Null while the picture loads: nothing to change yet.
  const [history, setHistory] = useState<History<CropperState> | null>(null);
  const [working, setWorking] = useState(false);
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState('');
  const [chosenPart, setChosenPart] = useState('');

  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSource(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const ready = history !== null && !working;
  const cropper = () => cropperRef.current;

  /** Keeps what the cropper shows now as a step the owner can undo, unless nothing changed (a click on the box). */
  const record = (message: string) => {
    const state = cropper()?.getState() ?? null;
    if (!history || !state || isEqualState(state, history.present)) return;
    setHistory(recordChange(history, state));
    setSaid(message);
  };

  const travel = (move: (history: History<CropperState>) => History<CropperState>, message: string) => {
    if (!history) return;
    const moved = move(history);
    setHistory(moved);
    cropper()?.setState(moved.present);
    // The dialog may have changed size since that step: the cropper fits it to its box again.
    void cropper()?.refresh();
    setSaid(message);
  };

  /**
   * A quarter turn. The library turns the picture under a box that keeps its shape, and zooms in
   * to it; here the box turns with the picture and all of the picture stays in view.
   */
  const turn = (angle: 90 | -90, message: string) => {
    const shown = cropper();
    const before = shown?.getState();
    if (!shown || !before?.coordinates) return;
    const box = turnedBox(before.coordinates, getTransformedImageSize(before), angle);
    shown.rotateImage(angle);
    shown.setState(
      (state) =>
        state && { ...state, coordinates: box, visibleArea: wholeView(getTransformedImageSize(state), state.boundary) },
    );
    record(message);
  };

  const moveBox = (event: KeyboardEvent) => {
    const arrow = ARROWS[event.key];
    const shown = cropper();
    if (!arrow || !shown || !ready) return;
    event.preventDefault();
    if (event.shiftKey)
      shown.resizeCoordinates('eastSouth', arrow, undefined, { interaction: false, transitions: false });
    else shown.moveCoordinates(arrow, { interaction: false, transitions: false });
    record(event.shiftKey ? 'Crop box resized.' : 'Crop box moved.');
  };

  const encode = async (draw: (shown: CropperRef) => Promise<Blob>) => {
    const shown = cropper();
    if (!shown) return null;
    setWorking(true);
    try {
      return await draw(shown);
    } catch {
      setProblem('This picture could not be cropped. Choose another file.');
      return null;
    } finally {
      setWorking(false);
    }
  };

  const usePicture = async () => {
    const picked = await encode((shown) => {
      const part = shown.getCoordinates({ round: true });
      return canvasBlob(part && shown.getCanvas(fitWithin(part)), croppedType(file.name));
    });
    if (!picked) return;
    result.current = picked;
    close();
  };

  // aria-disabled, not disabled: a button that just became unavailable (Redo once all is redone)
  // keeps the focus instead of dropping it out of the dialog.
  const button = (label: string, action: () => void, enabled = ready, primary = false) => (
    <button
      type="button"
      className={primary ? 'button button-primary' : 'button'}
      aria-disabled={!enabled}
      onClick={() => enabled && action()}
    >
      {label}
    </button>
  );

  return (
    <dialog
      ref={dialogRef}
      className={`ws-cropper${closing ? ' closing' : ''}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-tip`}
      onCancel={onCancel}
    >
      <h2 id={`${id}-title`} className="ws-cropper-title">
        Crop picture
      </h2>
      <p id={`${id}-tip`} className="ws-cropper-tip">
        {CROPPER_TIP}. <span className="ws-cropper-file">{file.name}</span>
      </p>
      <div
        className="ws-cropper-area"
        role="group"
        aria-label="Crop box"
        aria-describedby={`${id}-keys`}
        aria-busy={history === null}
        tabIndex={0}
        onKeyDown={moveBox}
      >
        {/* The library's pictures have no text of their own: the box is this group, named and described. */}
        <div className="ws-cropper-stage" aria-hidden="true">
          {source && (
            <Cropper
              ref={cropperRef}
              src={source}
              className="ws-cropper-image"
              // The browser already turns photos upright, and the page may not read blob: addresses.
              checkOrientation={false}
              // Changes show at once: no motion, and no key press lost while an animation runs.
              transitions={false}
              // A square box (spec §9: 800×800), the largest that fits, centred.
              stencilProps={{ aspectRatio: CROP_ASPECT_RATIO }}
              defaultSize={({ imageSize }: CropperState) => largestSquare(imageSize)}
              onChange={(shown) => {
                const part = shown.getCoordinates();
                setChosenPart(part ? chosenPartText(part) : '');
              }}
              onReady={(shown) => {
                const state = shown.getState();
                if (state) setHistory(historyOf(state));
              }}
              onError={() => setProblem('This picture could not be opened. Choose another file.')}
              onInteractionEnd={() => record('Crop box changed.')}
            />
          )}
        </div>
      </div>
      <p className="ws-cropper-size">{chosenPart}</p>
      <p id={`${id}-keys`} className="ws-hint">
        Drag the box or its corners to choose the part to keep. With the keyboard: arrow keys move the box, Shift and an
        arrow key change its size.
      </p>
      <div className="ws-cropper-tools" role="group" aria-label="Change the picture">
        {button('Rotate left', () => turn(-90, 'Rotated left.'))}
        {button('Rotate right', () => turn(90, 'Rotated right.'))}
        {button('Flip horizontal', () => {
          cropper()?.flipImage(true, false);
          record('Flipped horizontally.');
        })}
        {button('Flip vertical', () => {
          cropper()?.flipImage(false, true);
          record('Flipped vertically.');
        })}
        {button('Undo', () => travel(undoChange, 'Undone.'), ready && history.past.length > 0)}
        {button('Redo', () => travel(redoChange, 'Redone.'), ready && history.future.length > 0)}
      </div>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      <ErrorAlert message={problem} />
      <div className="ws-cropper-actions">
        <button type="button" className="button" onClick={() => close()}>
          Cancel
        </button>
        {button('Use picture', () => void usePicture(), ready, true)}
      </div>
    </dialog>
  );
}
