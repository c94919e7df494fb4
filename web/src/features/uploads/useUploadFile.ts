import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import type { Text } from '../../i18n/i18n';
import { checkUploadFile } from './uploadRules';

/** The upload modal's one file: chosen or dropped, checked, its problem, the drop area's state, the ids. */
export type UploadFile = ReturnType<typeof useUploadFile>;

/** A file dropped beside the upload area would make the browser leave the app to open it. */
function useKeepStrayDrops(visible: boolean) {
  useEffect(() => {
    if (!visible) return undefined;
    const keep = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, [visible]);
}

export function useUploadFile(visible: boolean, busy: boolean, maxUploadMb: number, onCancel: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<Text | null>(null);
  const [dragging, setDragging] = useState(false);
  const [wasVisible, setWasVisible] = useState(visible);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), hint: useId(), types: useId(), problem: useId() };

  // Every opening starts with no file chosen (reset as the modal opens, not after its animation, so a file
  // chosen at once is kept).
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) {
      setFile(null);
      setProblem(null);
    }
  }
  useKeepStrayDrops(visible);

  const reset = () => {
    setFile(null);
    setProblem(null);
    if (inputRef.current) inputRef.current.value = '';
  };
  /** Takes the file when the upload can send it; otherwise says why and keeps none. */
  const take = (chosen: File | null, fromInput: boolean) => {
    const reason = chosen ? checkUploadFile(chosen, maxUploadMb) : null;
    setProblem(reason);
    setFile(reason ? null : chosen);
    if ((reason || !fromInput) && inputRef.current) inputRef.current.value = '';
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => take(event.target.files?.[0] ?? null, true);
  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (busy) {
      event.dataTransfer.dropEffect = 'none';
      return;
    }
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const dragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    const files = event.dataTransfer.files;
    if (!files || files.length === 0) {
      setProblem('uploads.check.dropFile');
      return;
    }
    if (files.length > 1) {
      setProblem('uploads.check.oneFile');
      return;
    }
    take(files[0] ?? null, false);
  };
  const cancel = () => {
    if (busy) return;
    reset();
    onCancel();
  };
  return { file, problem, dragging, inputRef, ids, choose, dragOver, dragLeave, drop, cancel };
}
