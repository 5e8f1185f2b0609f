import { useEffect, useState } from "react";
import { cn } from "../lib/utils";

/** The dark modules of a QR code as one SVG path, in module units, with the 4-module quiet zone. */
export interface QrShape {
  /** Width and height of the whole symbol, quiet zone included. */
  size: number;
  path: string;
}

const QUIET_ZONE = 4;

/**
 * Draws the QR code of a text (the `qrcode` package, loaded on first use so that the pages without
 * a QR code do not carry it). Medium error correction: a code stuck on an instrument survives a
 * scratch or a stain.
 */
async function shapeOf(text: string): Promise<QrShape> {
  const { create } = await import("qrcode");
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: parts.join("") };
}

/** The shape of a text's QR code, or null while it is being drawn. */
export function useQrShape(text: string): QrShape | null {
  const [shape, setShape] = useState<{ text: string; shape: QrShape } | null>(null);
  useEffect(() => {
    let current = true;
    shapeOf(text).then(
      (next) => current && setShape({ text, shape: next }),
      () => current && setShape(null),
    );
    return () => {
      current = false;
    };
  }, [text]);
  return shape?.text === text ? shape.shape : null;
}

/** A QR code drawn as an SVG image (no markup injected: React draws the path). */
export function QrCodeImage({
  shape,
  label,
  className,
}: {
  shape: QrShape;
  label: string;
  className?: string;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${shape.size} ${shape.size}`}
      shapeRendering="crispEdges"
      className={cn("block bg-white", className)}
    >
      <rect width={shape.size} height={shape.size} fill="#fff" />
      <path d={shape.path} fill="#000" />
    </svg>
  );
}

/** A text's QR code, with a placeholder of the same size while it is drawn. */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const shape = useQrShape(value);
  if (!shape)
    return (
      <div
        role="img"
        aria-label={label}
        aria-busy="true"
        className={cn("aspect-square animate-pulse rounded bg-muted", className)}
      />
    );
  return <QrCodeImage shape={shape} label={label} className={className} />;
}
