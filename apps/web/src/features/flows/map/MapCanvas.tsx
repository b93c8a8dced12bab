import '@xyflow/react/dist/style.css';
import { useComputedColorScheme } from '@mantine/core';
import { Controls, MiniMap, type NodeTypes, ReactFlow } from '@xyflow/react';
import { type KeyboardEvent, useMemo, useRef } from 'react';
import { useDisplayLanguage, useTexts } from '../../../lib/i18n/useTexts';
import { MapBlockNode } from './MapBlockNode';
import classes from './MapCanvas.module.css';
import { MapSpecialNode } from './MapSpecialNode';
import { buildFlowEdges, buildFlowNodes, initialView, minimapColor } from './mapFlowElements';
import { layoutMap } from './mapLayout';
import { mapTexts } from './mapTexts';
import type { MapViewProps } from './mapTypes';

/** Outside the component: a new object on each render would make xyflow remount every node. */
const NODE_TYPES: NodeTypes = {
  block: MapBlockNode,
  assistant: MapSpecialNode,
  agent: MapSpecialNode,
  missing: MapSpecialNode,
};

/**
 * The map as a canvas: laid out once per graph, zoom and pan, minimap and controls; a click or
 * Enter on a block opens it in the editor. Only what is on screen is rendered, and nothing but the
 * viewport changes while panning (nodes and edges are memoised), so 300 blocks pan smoothly. No
 * dotted <Background>: its full-screen pattern, painted again at every step of a pan, was what
 * dropped a 300-block map to 30 frames a second (60 without it, in headless Chromium).
 */
export function MapCanvas({ graph, selected, onOpen }: MapViewProps) {
  const t = useTexts(mapTexts);
  const scheme = useComputedColorScheme('light');
  // The labels are read in the language shown: a switch builds the nodes and edges again.
  const language = useDisplayLanguage();
  const positions = useMemo(() => layoutMap(graph), [graph]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: language changes the words inside
  const nodes = useMemo(
    () => buildFlowNodes(graph, positions, selected),
    [graph, positions, selected, language],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: language changes the words inside
  const edges = useMemo(() => buildFlowEdges(graph, selected), [graph, selected, language]);
  const frame = useRef<HTMLDivElement>(null);
  const blocks = useMemo(
    () => new Set(graph.nodes.filter((node) => node.kind === 'block').map((node) => node.id)),
    [graph],
  );
  const ariaLabelConfig = {
    'node.a11yDescription.default': t.canvas.nodeHelp,
    'node.a11yDescription.keyboardDisabled': t.canvas.nodeHelp,
    'edge.a11yDescription.default': t.canvas.edgeHelp,
    'controls.ariaLabel': t.canvas.controls,
    'controls.zoomIn.ariaLabel': t.canvas.zoomIn,
    'controls.zoomOut.ariaLabel': t.canvas.zoomOut,
    'controls.fitView.ariaLabel': t.canvas.fitView,
    'controls.interactive.ariaLabel': t.canvas.interactive,
    'minimap.ariaLabel': t.canvas.minimap,
    'handle.ariaLabel': t.canvas.handle,
  };
  // A focused node is xyflow's wrapper (data-id): Enter there opens the block, as a click does.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLElement)) return;
    const id = event.target.closest('.react-flow__node')?.getAttribute('data-id');
    if (id && blocks.has(id)) {
      event.preventDefault();
      onOpen(id);
    }
  };
  return (
    <div ref={frame} className={classes.canvas} style={{ height: 'max(420px, calc(100dvh - 190px))' }}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        colorMode={scheme}
        ariaLabelConfig={ariaLabelConfig}
        onNodeClick={(_event, node) => {
          if (blocks.has(node.id)) onOpen(node.id);
        }}
        onKeyDown={onKeyDown}
        // Framed once the canvas has its size: the whole chatbot, or its start when too large to read.
        onInit={(flow) => {
          const screen = { width: frame.current?.clientWidth ?? 0, height: frame.current?.clientHeight ?? 0 };
          const view = initialView(graph, positions, selected, screen);
          if (view.kind === 'fit') void flow.fitView(view.options);
          else void flow.setViewport({ x: view.x, y: view.y, zoom: view.zoom });
        }}
        minZoom={0.02}
        maxZoom={1.5}
        onlyRenderVisibleElements
        nodesDraggable={false}
        nodesConnectable={false}
        edgesFocusable={false}
        deleteKeyCode={null}
        selectionKeyCode={null}
        multiSelectionKeyCode={null}
        attributionPosition="top-right"
      >
        <Controls showInteractive={false} />
        <MiniMap pannable zoomable nodeColor={minimapColor} nodeStrokeWidth={0} nodeBorderRadius={6} />
      </ReactFlow>
    </div>
  );
}
