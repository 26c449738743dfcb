#!/usr/bin/python3
"""Checks `keyslide import` against an independent reading of the same file.

    scripts/check-import.py [--keyslide BIN] [--devices a,b] [--verbose] FILE...

Run by hand (not part of `make test`). It reads each file itself (never through KeySlide's code),
works out where every text input must be, and compares with what `keyslide import` and
`keyslide trace` give at t = 0. Three kinds of file, told apart by their content:

- Storyboards and XIBs in Xcode's XML document format: every screen with a text input is laid out
  with kiwisolver (python3-kiwisolver, a Cassowary solver like Auto Layout's) for each device -
  the file's canvas device and by default iphone-se and iphone-17-pro-max - and compared with
  `keyslide import --device D` (details below).
- Archived XIBs (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`, Xcode 3 and 4, no
  Auto Layout): each IBUI view's NSFrame/NSFrameSize, NSSuperview and NSvFlags (autoresizing mask
  in the low six bits, hidden in bit 31: sources at `ARCHIVE_MASK`). The canvas device is the one
  whose screen is the root's saved size plus the simulated status bar (and navigation bar) above
  it; on each device the root is placed as for XML documents (below the bars when it was saved
  below them, else from the top, the rest of the screen high) and every view is autoresized from
  its superview's saved size as UIKit does (`autoresized`).
- View dumps (`recursiveDescription` as Cycript or lldb print it; `.txt`): the frames are what the
  app had, so the check is on the dump's own device only (the one `keyslide import` picks without
  --device; the output line says so): every input the dump shows comes in, at its dumped frame
  converted to window coordinates (each superview's origin added, a scroll view's
  `contentOffset` taken off), under the element with its superview's frame (or under none when the
  superview is the dump's first view, the scene's root). A dump does not print `editable`, so every
  interactive text view counts.

For every file:
- the inputs: text fields and text views that are not hidden, not userInteractionEnabled="NO",
  not a text view with editable="NO" and not in a prototype cell; none missing, none extra;
- each input's window frame, within 0.5 pt;
- each input's superview: the element the trace names as its parent has the frame the solve
  gives the file's superview (the root view: no parent).

What it takes from an XML document and how (its own reading, not KeySlide's):
- constraints (not placeholder ones; `<variation>`s resolved for the device's size classes),
  relations, multipliers (`16:9` too), constants, priorities as weights 10^(p/100) (stays 1e-3);
- `translatesAutoresizingMaskIntoConstraints`: YES views follow their autoresizing mask from
  the saved frames; NO views without constraints keep their saved frame;
- intrinsic sizes: the saved frame's size of labels, buttons, text fields, switches, segmented
  controls and image views (what Interface Builder measured with the app's fonts), unless the
  view is misplaced (then one line of text, 0.55 em a character, 1.2 em tall; fields >= 30),
  with the file's hugging and compression resistance priorities;
- static table cells: at their saved y (KeySlide keeps each section's saved gap as its
  `headerHeight`), full width, or inset by the side margin in an `insetGrouped` table as UIKit
  insets its sections (Xcode saves those cells full width, so the inputs then sit 16 or 20 pt in
  from where Xcode's canvas draws them);
- stack views (axis, distribution, alignment, spacing), scroll views' content edges, the
  safe area (device safe area, the status bar and a navigation bar reached through a navigation
  controller or a push/show segue), layout margins (8 pt, the root's 16 or 20 at the sides,
  a table cell's and its content view's 16 or 20 at the sides and 11 above and below), the
  iOS 7-10 top and bottom layout guides;
- baselines are taken as centres (one line of text, centred): an estimate.

Device numbers (screen, safe area, status and navigation bar heights) come from
`keyslide devices --json`. Prints one line per screen and device and a summary per file; exits 1
when an input is missing, extra, elsewhere or under another superview.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

import kiwisolver as kiwi

VIEWS = {
    "view", "containerView", "window", "tableViewCellContentView", "collectionReusableView",
    "collectionViewCell", "textField", "textView", "button", "label", "imageView", "switch",
    "segmentedControl", "stackView", "scrollView", "tableView", "tableViewCell", "collectionView",
    "navigationBar", "toolbar", "tabBar", "searchBar", "pickerView", "datePicker", "slider", "stepper",
    "progressView", "activityIndicatorView", "pageControl", "mapView", "wkWebView", "webView",
    "visualEffectView", "glkView", "sceneKitView", "arscnView", "mtkView",
}
CONTAINERS = {
    "view", "containerView", "window", "tableViewCellContentView", "collectionReusableView",
    "collectionViewCell", "stackView", "scrollView", "tableView", "tableViewCell", "collectionView",
}
MEASURED = {"label", "button", "textField", "switch", "segmentedControl", "imageView"}
CANVAS = {
    "retina3_5": (320, 480), "retina4": (320, 568), "retina4_0": (320, 568), "retina4_7": (375, 667),
    "retina5_5": (414, 736), "retina5_8": (375, 812), "retina5_9": (375, 812), "retina6_0": (390, 844),
    "retina6_1": (390, 844), "retina6_5": (414, 896), "retina6_12": (393, 852), "retina6_7": (428, 926),
    "retina6_72": (430, 932),
}
REQUIRED = kiwi.strength.required


def num(text, default=0.0):
    try:
        return float(text)
    except (TypeError, ValueError):
        return default


def multiplier(text):
    if text is None:
        return 1.0
    if ":" in text:
        a, b = text.split(":")
        return float(a) / float(b)
    return float(text)


def weight(priority):
    return REQUIRED if priority >= 1000 else kiwi.strength.create(0, 0, 10 ** (priority / 100))


def saved_frame(node):
    for child in node:
        if child.tag == "rect" and child.get("key") == "frame":
            return [num(child.get(k)) for k in ("x", "y", "width", "height")]
    return [0.0, 0.0, 0.0, 0.0]


class View:
    def __init__(self, node, parent):
        self.node, self.parent, self.kind = node, parent, node.tag
        self.id = node.get("id")
        self.frame = saved_frame(node)
        self.hidden = node.get("hidden") == "YES"
        # fixedFrame: a view without constraints, built with its autoresizing mask (Xcode 8 on).
        self.translates = node.get("translatesAutoresizingMaskIntoConstraints") != "NO" or node.get("fixedFrame") == "YES"
        self.children = []
        self.x, self.y, self.w, self.h = (kiwi.Variable(f"{self.id}.{k}") for k in "xywh")
        self.safe = [0.0, 0.0, 0.0, 0.0]  # insets top, left, bottom, right
        self.content = None  # scroll views: (width, height) variables

    def is_input(self):
        node = self.node
        if self.kind not in ("textField", "textView") or self.hidden:
            return False
        if node.get("userInteractionEnabled") == "NO":
            return False
        return not (self.kind == "textView" and node.get("editable") == "NO")


def is_cell_content(v):
    """A table cell, or its content view (`tableViewCellContentView`, `<view key="contentView">`
    before Xcode 8): their margins are the cell's, not UIView's 8 pt."""
    if v.kind == "tableViewCell":
        return True
    return v.parent is not None and v.parent.kind == "tableViewCell" and v.node.get("key") == "contentView"


def children_of(node):
    """The subview nodes of a view node, as the importer takes them (static cells; no prototypes)."""
    result = []
    for child in node:
        key = child.get("key")
        if child.tag == "subviews":
            result += [c for c in child if c.tag in VIEWS]
        elif key in ("contentView", "tableHeaderView", "tableFooterView", "backgroundView") and child.tag in VIEWS:
            result.append(child)
        elif child.tag == "sections":
            for section in child:
                cells = section.find("cells")
                result += [c for c in (cells if cells is not None else []) if c.tag == "tableViewCell"]
    return result


def installed(node, ref, classes):
    """Whether `ref` (a constraint or subview id) is installed for size classes `classes`."""
    if ref is None:
        return True
    state = True
    for variation in node.findall("variation"):
        key = variation.get("key")
        parts = [] if key == "default" else key.split("-")
        if not all(p in classes for p in parts):
            continue
        for mask in variation.findall("mask"):
            for entry in mask:
                if entry.get("reference") != ref:
                    continue
                if entry.tag == "exclude":
                    state = False
                elif key != "default":
                    state = True
    return state


class Screen:
    def __init__(self, name, root_node, controller, has_nav, freeform, top_guide, bottom_guide):
        self.name, self.root_node, self.controller = name, root_node, controller
        self.has_nav, self.freeform = has_nav, freeform
        self.top_guide, self.bottom_guide = top_guide, bottom_guide
        self.keyboard_guide = None

    def build(self, classes):
        self.views = []

        def walk(node, parent):
            view = View(node, parent)
            self.views.append(view)
            if node.tag in CONTAINERS:
                for child in children_of(node):
                    if installed(node, child.get("id"), classes):
                        view.children.append(walk(child, view))
            return view

        self.root = walk(self.root_node, None)
        self.by_id = {v.id: v for v in self.views}
        self.guides = {}
        for v in self.views:
            for guide in v.node.findall("viewLayoutGuide"):
                self.guides[guide.get("id")] = (guide.get("key"), v)
            # The root view's keyboardLayoutGuide (iOS 15+): with the keyboard down it is the
            # strip below the safe area (Apple, "keyboardLayoutGuide", usesBottomSafeArea YES).
            for guide in v.node.findall("keyboardLayoutGuide"):
                self.keyboard_guide = guide.get("id")

    def inputs(self):
        return [v for v in self.views if v.is_input()]


def find_screens(tree):
    doc = tree.getroot()
    screens = []
    if "Storyboard" in (doc.get("type") or ""):
        controllers = {}
        for scene in doc.iter("scene"):
            objects = scene.find("objects")
            for obj in objects if objects is not None else []:
                if obj.get("sceneMemberID") == "viewController":
                    controllers[obj.get("id")] = obj
        nav = set()
        hidden_bar = set()  # screens whose navigation controller hides its bar
        pushes = []
        for cid, c in controllers.items():
            for segue in c.iter("segue"):
                dest = segue.get("destination")
                if c.tag == "navigationController" and segue.get("relationship") == "rootViewController":
                    if c.get("navigationBarHidden") == "YES":
                        hidden_bar.add(dest)
                    nav.add(dest)
                elif segue.get("kind") in ("show", "push"):
                    pushes.append((cid, dest))
        changed = True
        while changed:
            changed = False
            for src, dest in pushes:
                if src in nav and dest not in nav:
                    nav.add(dest)
                    if src in hidden_bar:
                        hidden_bar.add(dest)
                    changed = True
        for cid, c in controllers.items():
            view = next((ch for ch in c if ch.get("key") == "view"), None)
            if view is None or c.tag in ("navigationController", "tabBarController"):
                continue
            top_bar = next((ch for ch in c if ch.get("key") == "simulatedTopBarMetrics"), None)
            has_nav = (cid in nav and cid not in hidden_bar) or (top_bar is not None and top_bar.tag == "simulatedNavigationBarMetrics")
            guides = {g.get("type"): g.get("id") for g in c.iter("viewControllerLayoutGuide")}
            freeform = any(ch.tag == "freeformSimulatedSizeMetrics" for ch in c)
            screens.append(Screen(cid, view, True, has_nav, freeform, guides.get("top"), guides.get("bottom")))
    else:
        objects = doc.find("objects")
        for obj in objects if objects is not None else []:
            if obj.tag.endswith("Controller"):
                view = next((ch for ch in obj if ch.get("key") == "view"), None)
                if view is not None:
                    screens.append(Screen(obj.get("id"), view, True, False, False, None, None))
            elif obj.tag in VIEWS:
                top = next((ch for ch in obj if ch.get("key") == "simulatedTopBarMetrics"), None)
                has_nav = top is not None and top.tag == "simulatedNavigationBarMetrics"
                screens.append(Screen(obj.get("id"), obj, False, has_nav, False, None, None))
    return screens


class Device:
    def __init__(self, entry):
        self.name = entry["name"]
        self.width, self.height = entry["screen"]["width"], entry["screen"]["height"]
        profile = entry["profiles"]["ios26"]
        self.status = profile["statusBar"]["portrait"]
        self.safe_top, _, self.safe_bottom, _ = profile["safeArea"]["portrait"]
        self.nav = entry["navigationBar"]["portrait"]
        self.pad = entry["kind"] == "pad"
        self.classes = {"widthClass=regular", "heightClass=regular"} if self.pad else {
            "widthClass=compact", "heightClass=regular"}
        self.side_margin = 20 if self.pad or self.width > 375 else 16
        # A table cell's margins as Xcode lays static cells out: 16 pt at the sides up to 375 pt
        # wide, 20 wider; 11 above and below.
        self.cell_margins = (20 if self.pad or self.width > 375 else 16, 11)


class Layout:
    """One solve of a screen on a device, as Auto Layout would do it."""

    def __init__(self, screen, device):
        self.s, self.d = screen, device
        root = screen.root
        rx, ry, rw, rh = root.frame
        is_screen = not screen.freeform and rh >= 400 and (screen.controller or rw >= 320)
        if is_screen:
            top = device.status + (device.nav if screen.has_nav else 0)
            self.root_y = top if ry > 0 else 0
            self.root_size = (device.width, device.height - self.root_y)
        else:
            self.root_y = 0
            self.root_size = (min(rw, device.width), min(rh, device.height))
        window_top = max(device.safe_top, device.status + (device.nav if screen.has_nav else 0))
        self.window_safe = (window_top, device.safe_bottom)
        self.top_guide = max(0, window_top - self.root_y)
        # A table view that is the root scrolls its cells, inset below the bars by its safe area
        # (adjustedContentInset, iOS 11 on): at rest they show that much lower than in its content.
        self.content_shift = self.top_guide if screen.root.kind == "tableView" else 0
        self.bottom_guide = max(0, self.root_y + self.root_size[1] - (device.height - device.safe_bottom))

    def solve(self):
        frames = None
        for _ in range(4):
            self.update_safe(frames)
            new = self.solve_once()
            if frames is not None and all(
                    abs(a - b) < 0.01 for k in new for a, b in zip(new[k], frames[k])):
                return new
            frames = new
        return frames

    def update_safe(self, frames):
        top, bottom = self.window_safe
        for v in self.s.views:
            if frames is None:
                x, y, w, h = (0, 0, *self.root_size) if v is self.s.root else self.saved_abs(v)
            else:
                x, y, w, h = frames[v.id]
            wy = y + self.root_y
            v.safe = [max(0, min(h, top - wy)), 0, max(0, min(h, wy + h - (self.d.height - bottom))), 0]

    def saved_abs(self, v):
        x, y = v.frame[0], v.frame[1]
        p = v.parent
        while p is not None and p is not self.s.root:
            x, y = x + p.frame[0], y + p.frame[1]
            p = p.parent
        return x, y, v.frame[2], v.frame[3]

    def solve_once(self):
        s = self.solver = kiwi.Solver()
        root = self.s.root
        for var, value in zip((root.x, root.y, root.w, root.h), (0, 0, *self.root_size)):
            s.addConstraint(var == value)
        for v in self.s.views:
            if v.kind == "scrollView" or v.kind == "tableView":
                v.content = (kiwi.Variable(v.id + ".cw"), kiwi.Variable(v.id + ".ch"))
            if v is not root:
                self.place(v)
        for v in self.s.views:
            if v.kind == "stackView":
                self.stack(v)
            self.constraints(v)
        s.updateVariables()
        return {v.id: (v.x.value(), v.y.value(), v.w.value(), v.h.value()) for v in self.s.views}

    def add(self, constraint, strength=REQUIRED):
        try:
            self.solver.addConstraint(constraint | strength)
        except kiwi.UnsatisfiableConstraint:
            pass  # UIKit breaks it and logs; so do we, silently

    def in_stack(self, v):
        return v.parent is not None and v.parent.kind == "stackView" and not v.hidden

    def place(self, v):
        p = v.parent
        x, y, w, h = v.frame
        stay = kiwi.strength.create(0, 0, 0.001)
        if v.kind == "tableViewCell":
            # The table sets its cells' frames: its width, less an inset group's side insets. A
            # static inset-grouped table insets its sections as UIKit does, by the inset-grouped
            # margin KeySlide uses (16 pt up to 375 pt wide, 20 wider or on an iPad; facts §13.1),
            # though Xcode saves its cells full width.
            inset = x
            if p.node.get("dataMode") == "static" and p.node.get("style") == "insetGrouped":
                inset = 20 if self.d.pad or self.d.width > 375 else 16
            self.add(v.x - p.x == inset)
            self.add(v.w == p.w - 2 * inset)
            self.add(v.y - p.y == y)
            self.add(v.h == h)
            return
        if v.kind == "tableViewCellContentView" or (v.node.get("key") == "contentView" and p.kind == "tableViewCell"):
            for var, value in ((v.x, p.x), (v.y, p.y), (v.w, p.w), (v.h, p.h)):
                self.add(var == value)
            return
        if v.translates and not self.in_stack(v):
            self.autoresize(v)
            return
        for var, value in ((v.x - p.x, x), (v.y - p.y, y), (v.w, w), (v.h, h)):
            self.add(var == value, stay)
        self.add(v.w >= 0)
        self.add(v.h >= 0)
        if v.kind in MEASURED:
            iw, ih = self.intrinsic(v)
            node = v.node
            hug = (num(node.get("horizontalHuggingPriority"), 250), num(node.get("verticalHuggingPriority"), 250))
            resist = (num(node.get("horizontalCompressionResistancePriority"), 750),
                      num(node.get("verticalCompressionResistancePriority"), 750))
            for var, size, h_p, r_p in ((v.w, iw, hug[0], resist[0]), (v.h, ih, hug[1], resist[1])):
                self.add(var <= size, weight(h_p))
                self.add(var >= size, weight(r_p))

    def intrinsic(self, v):
        if v.node.get("misplaced") != "YES":
            return v.frame[2], v.frame[3]
        font = v.node.find("fontDescription")
        size = num(font.get("pointSize"), 17) if font is not None else 17
        text = v.node.get("text") or v.node.get("placeholder") or ""
        width = -(-len(text) * 0.55 * size // 1)
        line = -(-size * 1.2 * 2 // 1) / 2
        if v.kind == "textField":
            return width + 14, max(30, line + 8)
        return (width, line) if v.kind == "label" else (v.frame[2], v.frame[3])

    def autoresize(self, v):
        p = v.parent
        mask = v.node.find("autoresizingMask")
        flags = set() if mask is None else {k for k, value in mask.attrib.items() if value == "YES"}
        px, py, pw, ph = p.frame if p is not self.s.root else (0, 0, *p.frame[2:])
        for pos, size, offset, length, parent_size, parent_var, lead_f, size_f, trail_f in (
                (v.x, v.w, v.frame[0], v.frame[2], pw, p.w, "flexibleMinX", "widthSizable", "flexibleMaxX"),
                (v.y, v.h, v.frame[1], v.frame[3], ph, p.h, "flexibleMinY", "heightSizable", "flexibleMaxY")):
            trail = parent_size - offset - length
            parts = [(offset, lead_f in flags), (length, size_f in flags), (trail, trail_f in flags)]
            flexible = [value for value, on in parts if on]
            total = sum(flexible)
            count = len(flexible)

            def share(value, on):
                if not on or count == 0:
                    return 0
                return value / total if total > 0 else 1 / count

            delta = parent_var - parent_size
            origin = v.x - p.x if pos is v.x else v.y - p.y
            self.add(origin == offset + share(offset, lead_f in flags) * delta)
            self.add(size == length + share(length, size_f in flags) * delta)

    # Stack views: UIStackView's rules, as its documentation gives them.
    def stack(self, v):
        node = v.node
        arranged = [c for c in v.children if not c.hidden]
        if not arranged:
            return
        vertical = node.get("axis") == "vertical"
        spacing = num(node.get("spacing"))
        distribution = node.get("distribution") or "fill"
        alignment = node.get("alignment") or "fill"

        def lead(x): return x.y if vertical else x.x
        def size(x): return x.h if vertical else x.w
        def cross_lead(x): return x.x if vertical else x.y
        def cross(x): return x.w if vertical else x.h

        self.add(lead(arranged[0]) == lead(v))
        self.add(lead(arranged[-1]) + size(arranged[-1]) == lead(v) + size(v))
        gaps = []
        for a, b in zip(arranged, arranged[1:]):
            gap = lead(b) - (lead(a) + size(a))
            if distribution in ("equalSpacing", "equalCentering"):
                self.add(gap >= spacing)
                gaps.append(gap)
            else:
                self.add(gap == spacing)
        if distribution == "fillEqually":
            for b in arranged[1:]:
                self.add(size(b) == size(arranged[0]))
        elif distribution == "equalSpacing":
            for g in gaps[1:]:
                self.add(g == gaps[0])
        elif distribution == "equalCentering":
            for a, b, c in zip(arranged, arranged[1:], arranged[2:]):
                self.add((lead(b) + size(b) / 2) - (lead(a) + size(a) / 2)
                         == (lead(c) + size(c) / 2) - (lead(b) + size(b) / 2), weight(999))
        elif distribution == "fillProportionally":
            base = [x.frame[3] if vertical else x.frame[2] for x in arranged]
            for x, bx in zip(arranged[1:], base[1:]):
                if base[0] > 0 and bx > 0:
                    self.add(size(x) * base[0] == size(arranged[0]) * bx)
        for x in arranged:
            if alignment == "fill":
                self.add(cross_lead(x) == cross_lead(v))
                self.add(cross(x) == cross(v))
                continue
            self.add(cross_lead(x) >= cross_lead(v))
            self.add(cross_lead(x) + cross(x) <= cross_lead(v) + cross(v))
            if alignment in ("leading", "top", "firstBaseline"):
                self.add(cross_lead(x) == cross_lead(v))
            elif alignment in ("trailing", "bottom", "lastBaseline"):
                self.add(cross_lead(x) + cross(x) == cross_lead(v) + cross(v))
            elif alignment == "center":
                self.add(cross_lead(x) + cross(x) / 2 == cross_lead(v) + cross(v) / 2)
            self.add(cross(v) <= cross(x), kiwi.strength.create(0, 0, 10 ** 0.5))

    # Constraints.
    def constraints(self, v):
        holder = v.node.find("constraints")
        if holder is None:
            return
        for c in holder.findall("constraint"):
            if c.get("placeholder") == "YES" or not installed(v.node, c.get("id"), self.d.classes):
                continue
            first = self.expr(c.get("firstItem") or v.id, c.get("firstAttribute"), c, v)
            if first is None:
                continue
            if c.get("secondAttribute"):
                second = self.expr(c.get("secondItem") or v.id, c.get("secondAttribute"), c, v)
                if second is None:
                    continue
                rhs = second * multiplier(c.get("multiplier")) + num(c.get("constant"))
            else:
                rhs = num(c.get("constant"))
            relation = c.get("relation") or "equal"
            made = first == rhs if relation == "equal" else (first <= rhs if relation == "lessThanOrEqual" else first >= rhs)
            self.add(made, weight(num(c.get("priority"), 1000)))

    def expr(self, item, attribute, c, holder):
        base, margins = attribute, False
        for suffix in ("WithinMargins", "Margin"):
            if base.endswith(suffix):
                base, margins = base[: -len(suffix)], True
        if base in ("firstBaseline", "baseline", "lastBaseline"):
            base = "centerY"
        base = {"leading": "left", "trailing": "right"}.get(base, base)
        if item in self.s.by_id:
            view = self.s.by_id[item]
            if margins:
                return self.attr(self.margins_rect(view), base)
            other = c.get("secondItem") if item == (c.get("firstItem") or holder.id) else c.get("firstItem") or holder.id
            if view.content is not None and other in self.s.by_id and self.inside(self.s.by_id[other], view) \
                    and base in ("left", "right", "top", "bottom", "centerX", "centerY"):
                cw, ch = view.content
                return self.attr((view.x, view.y, cw, ch), base)
            return self.attr((view.x, view.y, view.w, view.h), base)
        if item in self.s.guides:
            key, owner = self.s.guides[item]
            rect = self.safe_rect(owner) if key == "safeArea" else self.margins_rect(owner)
            return self.attr(rect, base)
        if item == self.s.top_guide:
            return self.attr((0, 0, self.root_size[0], self.top_guide), base)
        if item == self.s.bottom_guide or item == self.s.keyboard_guide:
            return self.attr((0, self.root_size[1] - self.bottom_guide, self.root_size[0], self.bottom_guide), base)
        return None

    def inside(self, view, ancestor):
        p = view.parent
        while p is not None:
            if p is ancestor:
                return True
            p = p.parent
        return False

    @staticmethod
    def attr(rect, base):
        x, y, w, h = rect
        return {"left": x, "right": x + w, "top": y, "bottom": y + h, "width": w, "height": h,
                "centerX": x + w / 2, "centerY": y + h / 2}.get(base)

    def safe_rect(self, v):
        top, left, bottom, right = v.safe
        return (v.x + left, v.y + top, v.w - left - right, v.h - top - bottom)

    def margins_rect(self, v):
        if is_cell_content(v):
            # A table insets its content by the bars (adjustedContentInset), so its cells are
            # never under them: in portrait a cell's safe area is its whole bounds.
            side, top = self.d.cell_margins
            return (v.x + side, v.y + top, v.w - 2 * side, v.h - 2 * top)
        x, y, w, h = self.safe_rect(v)
        if v is self.s.root:
            side = self.d.side_margin
            return (x + side, y, w - 2 * side, h)
        return (x + 8, y + 8, w - 16, h - 16)


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


def keyslide_frames(binary, path, screen, device, workdir):
    """The window frames of `keyslide import --device` + `keyslide trace` at t = 0, the elements'
    types and parents; or an error text."""
    scene = os.path.join(workdir, "scene.yaml")
    made = run([binary, "import", path, "--scene", screen.name, "--device", device.name, "-o", scene, "--force"])
    if made.returncode != 0:
        return None, made.stderr.strip().splitlines()[-1]
    return trace_scene(binary, scene)


def trace_scene(binary, scene):
    traced = run([binary, "trace", scene, "--strategy", "none", "--fps", "1"])
    if traced.returncode != 0:
        return None, traced.stderr.strip().splitlines()[-1]
    trace = json.loads(traced.stdout)
    fields = trace["frames"][0]["fields"]
    with open(scene) as f:
        types, hidden = scene_elements(f.read())
    elements = trace.get("elements") or [{"id": k, "parent": None} for k in fields]
    for element in elements:
        element["type"] = types.get(element["id"])
    return {"fields": fields, "elements": elements, "hidden": hidden}, None


def scene_elements(text):
    """Each element's type, and the hidden ones, from the scene's YAML as `keyslide import` writes
    it (`type:` comes first, `id:` next, on one line or two)."""
    types, hidden, kind, current = {}, set(), None, None
    for line in text.splitlines():
        if line.lstrip().startswith("#"):
            continue
        if "type: " in line:
            kind = line.split("type: ")[1].split(",")[0].strip()
        if "id: " in line and "constraint:" not in line:
            current = line.split("id: ")[1].split(",")[0].strip().strip('"')
            types[current] = kind
        if "hidden: true" in line and current:
            hidden.add(current)
    return types, hidden


def check_screen(binary, path, screen, device, workdir, verbose):
    screen.build(device.classes)
    expected_inputs = screen.inputs()
    layout = Layout(screen, device)
    frames = layout.solve()
    got, error = keyslide_frames(binary, path, screen, device, workdir)
    if error:
        return 0, len(expected_inputs), [f"import or trace failed: {error}"]
    shift = layout.root_y + layout.content_shift
    # Under a navigation bar UIKit also insets the controller's content scroll view when it is the
    # first scroll view among the root's subviews (docs/facts.md §10.3): its content starts below
    # the bar however short it is. (One whose content scrolls is inset anyway; KeySlide's files
    # and these checks only hold short ones.)
    scrolls = ("scrollView", "tableView")
    content = None
    if screen.has_nav and screen.root.kind not in scrolls:
        content = next((c for c in screen.root.children if c.kind in scrolls), None)

    def window(view):
        x, y, w, h = frames[view.id]
        if content is not None and layout.inside(view, content):
            y += max(0.0, layout.top_guide - frames[content.id][1])
        return (x, y + shift, w, h)

    matched, problems = compare_inputs(got, expected_inputs, window, lambda view: view.parent is screen.root)
    if device.canvas:
        for view in expected_inputs:
            if view.node.get("misplaced") == "YES":
                continue
            x, y, w, h = layout.saved_abs(view)
            sx, sy, sw, sh = frames[view.id]
            if any(abs(a - b) > 0.5 for a, b in zip((x, y, w, h), (sx, sy, sw, sh))):
                problems.append(
                    f"note: the solve puts {view.id} at {[round(a, 2) for a in (sx, sy, sw, sh)]} in the root, "
                    f"Interface Builder saved {[round(a, 2) for a in (x, y, w, h)]}")
    return matched, len(expected_inputs), problems


def close(a, b):
    return a is not None and b is not None and all(abs(p - q) <= 0.5 for p, q in zip(a, b))


def compare_inputs(got, expected_inputs, window, parent_is_root):
    """Pairs the file's inputs with KeySlide's, in order, and checks each one's window frame and
    parent: `window(view)` is where the independent reading puts a view in window coordinates,
    `parent_is_root(view)` whether the view's superview is the scene's root (KeySlide names no
    parent then); otherwise the element KeySlide names as parent must have the superview's frame."""
    inputs = [e for e in got["elements"]
              if e.get("type") in ("textField", "textView") and e["id"] not in got["hidden"]]
    problems = []
    if len(inputs) != len(expected_inputs):
        problems.append(f"{len(inputs)} inputs, the file has {len(expected_inputs)}")
    matched = 0
    for view, element in zip(expected_inputs, inputs):
        want = window(view)
        have = got["fields"].get(element["id"])
        shown = None if have is None else (have["x"], have["y"], have["width"], have["height"])
        parent = element.get("parent")
        if parent_is_root(view):
            parent_ok = parent is None
        else:
            p = got["fields"].get(parent) if parent is not None else None
            parent_ok = p is not None and close(window(view.parent), (p["x"], p["y"], p["width"], p["height"]))
        if close(want, shown) and parent_ok:
            matched += 1
        else:
            problems.append(
                f"{element['id']} (file {view.id}): keyslide {None if shown is None else list(shown)}, "
                f"independent {[round(a, 2) for a in want]}"
                + ("" if parent_ok else f", parent {parent} is not the file's {view.parent.kind} {view.parent.id}"
                   f" {[round(a, 2) for a in window(view.parent)]}"))
    return matched, problems


# Archived XIBs (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`, Xcode 3 and 4):
# no Auto Layout; each view saves its frame (NSFrame "{{x, y}, {w, h}}", or NSFrameSize "{w, h}" at
# the origin), its superview (NSSuperview) and NSvFlags. NSvFlags holds the autoresizing mask in
# its low six bits, "autoresizes subviews" in bit 8 and "hidden" in bit 31, as cappuccino's nib2cib
# reads the same archives (github.com/cappuccino/cappuccino, Tools/nib2cib/NSView.j:
# NSViewAutoresizingMask = 0x3F, NSViewAutoresizesSubviewsMask = 1 << 8, NSViewHiddenMask =
# 1 << 31). For a Cocoa Touch XIB those six bits are UIViewAutoresizing's, as the iOS SDK's
# UIView.h numbers them: flexible left margin 1 << 0, width 1 << 1, right margin 1 << 2, top margin
# 1 << 3, height 1 << 4, bottom margin 1 << 5 (Apple lists them in that order in
# developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct). The frames are
# UIKit's, y down: the chat composer saved with 266 = 256 + width + top margin stays on the bottom.
ARCHIVE_MASK = ((1, "flexibleMinX"), (2, "widthSizable"), (4, "flexibleMaxX"),
                (8, "flexibleMinY"), (16, "heightSizable"), (32, "flexibleMaxY"))
ARCHIVE_SUBVIEWS, ARCHIVE_HIDDEN = 1 << 8, 1 << 31


def archive_rect(text):
    numbers = [float(t) for t in text.replace("{", " ").replace("}", " ").replace(",", " ").split()]
    return numbers if len(numbers) == 4 else [0.0, 0.0, *numbers]


class ArchivedView:
    """One IBUI view object of an archived XIB, with what the check needs."""

    def __init__(self, node):
        self.node, self.id = node, node.get("id")
        name = node.get("class")[4:]  # IBUITextField -> textField
        self.kind = name[:1].lower() + name[1:]
        values = {child.get("key"): child for child in node}
        flags = int(values["NSvFlags"].text) & 0xFFFFFFFF
        self.mask = {name for bit, name in ARCHIVE_MASK if flags & bit}
        self.resizes_subviews = bool(flags & ARCHIVE_SUBVIEWS)

        def yes(key):
            return values.get(key) is not None and values[key].tag == "bool" and values[key].text == "YES"

        def no(key):
            return values.get(key) is not None and values[key].tag == "bool" and values[key].text == "NO"

        self.hidden = bool(flags & ARCHIVE_HIDDEN) or yes("IBUIHidden")
        self.interactive = not no("IBUIUserInteractionEnabled")
        self.editable = not no("IBUIEditable")
        rect = values.get("NSFrame") if "NSFrame" in values else values.get("NSFrameSize")
        self.frame = archive_rect(rect.text) if rect is not None else [0.0, 0.0, 0.0, 0.0]
        superview = values.get("NSSuperview")
        self.superview_ref = superview.get("ref") if superview is not None else None
        top = values.get("IBUISimulatedTopBarMetrics")
        self.simulated_nav = top is not None and top.get("class") == "IBUISimulatedNavigationBarMetrics"
        self.parent, self.children = None, []

    def is_input(self):
        if self.kind not in ("textField", "textView") or self.hidden or not self.interactive:
            return False
        return not (self.kind == "textView" and not self.editable)


class ArchivedScreen:
    """A root view of an archived XIB and its tree; `name` is what `keyslide import --scene` takes."""

    def __init__(self, root, views):
        self.root, self.name, self.views = root, root.id, views
        self.has_nav, self.freeform, self.controller = root.simulated_nav, False, True

    def inputs(self):
        return [v for v in self.views if v.is_input()]

    def canvas_size(self):
        """The screen the file was drawn for: the root's saved frame plus the simulated bars above
        it (status bar 20 pt; navigation bar 44 when simulated) when it starts at the top."""
        x, y, w, h = self.root.frame
        return (w, h + (y if y > 0 else 20 + (44 if self.has_nav else 0)))

    def frames_for(self, root_size):
        """Each view's frame in the root after the root is resized from its saved size to
        `root_size`, as UIKit's autoresizing does it (see `autoresized`)."""
        frames = {self.root.id: (0.0, 0.0, *root_size)}

        def walk(view, old_size, new_size):
            for child in view.children:
                x, y, w, h = child.frame
                if view.resizes_subviews:
                    x, w = autoresized(x, w, old_size[0], new_size[0], child.mask, "flexibleMinX", "widthSizable", "flexibleMaxX")
                    y, h = autoresized(y, h, old_size[1], new_size[1], child.mask, "flexibleMinY", "heightSizable", "flexibleMaxY")
                px, py = frames[view.id][:2]
                frames[child.id] = (px + x, py + y, w, h)
                walk(child, child.frame[2:], (w, h))

        walk(self.root, self.root.frame[2:], root_size)
        return frames


def autoresized(offset, length, old_parent, new_parent, mask, lead, size, trail):
    """One axis of UIKit's autoresizing: the superview's change is shared by the flexible parts
    (leading margin, size, trailing margin) in proportion to their current lengths ("When more
    than one option along the same axis is set, the default behavior is to distribute the size
    difference proportionally among the flexible portions", Apple, UIView.autoresizingMask,
    developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property);
    equally when they are all zero long; none flexible: the view keeps its offset and length."""
    trailing = old_parent - offset - length
    parts = [(offset, lead in mask), (length, size in mask), (trailing, trail in mask)]
    flexible = [value for value, on in parts if on]
    delta = new_parent - old_parent
    if not flexible:
        return offset, length
    total = sum(flexible)

    def share(value, on):
        if not on:
            return 0.0
        return delta * (value / total if total > 0 else 1 / len(flexible))

    return offset + share(*parts[0]), length + share(*parts[1])


def archived_screens(tree):
    views = {}
    for node in tree.iter("object"):
        if (node.get("class") or "").startswith("IBUI") and any(c.get("key") == "NSvFlags" for c in node):
            views[node.get("id")] = ArchivedView(node)
    roots = []
    for view in views.values():
        parent = views.get(view.superview_ref)
        if parent is None:
            roots.append(view)
        else:
            view.parent = parent
            parent.children.append(view)
    screens = []
    for root in roots:
        members, stack = [], [root]
        while stack:
            view = stack.pop(0)
            members.append(view)
            stack[:0] = view.children
        screens.append(ArchivedScreen(root, members))
    return screens


def check_archived_screen(binary, path, screen, device, workdir):
    """One screen of an archived XIB on one device: the root placed as `Layout` places a root view
    (under the status bar, and a simulated navigation bar, when it was saved below them; else from
    the top, the full screen high), every view autoresized from its saved size."""
    layout = Layout(screen, device)
    frames = screen.frames_for(layout.root_size)
    expected = screen.inputs()
    got, error = keyslide_frames(binary, path, screen, device, workdir)
    if error:
        return 0, len(expected), [f"import or trace failed: {error}"]

    def window(view):
        x, y, w, h = frames[view.id]
        return (x, y + layout.root_y, w, h)

    matched, problems = compare_inputs(got, expected, window, lambda view: view.parent is screen.root)
    return matched, len(expected), problems


# View dumps: `recursiveDescription` as Cycript or lldb print it, one view a line, its depth the
# number of `|` before it, `frame = (x y; w h)` in its superview's coordinates; a scroll view's
# subviews are drawn at their frame less its `contentOffset`. These are the frames the app had on
# its device: there is no layout to solve on another one.
DUMP_LINE = re.compile(r"^[`\s|]*<+(?P<cls>[A-Za-z_][\w.]*): (?P<addr>0x[0-9a-fA-F]+);(?P<rest>.*)$")
DUMP_FRAME = re.compile(r"frame = \((?P<x>[-\d.e]+) (?P<y>[-\d.e]+); (?P<w>[-\d.e]+) (?P<h>[-\d.e]+)\)")
DUMP_OFFSET = re.compile(r"contentOffset: \{(?P<x>[-\d.e]+), (?P<y>[-\d.e]+)\}")


class DumpedView:
    def __init__(self, match, depth, line):
        rest = match["rest"]
        self.line, self.depth, self.id = line, depth, match["addr"]
        base = re.search(r"baseClass = (\w+)", rest)
        self.cls = match["cls"]
        self.kind = {"UITextField": "textField", "UITextView": "textView"}.get(
            base[1] if base and self.cls not in ("UITextField", "UITextView") else self.cls, self.cls)
        frame = DUMP_FRAME.search(rest)
        self.frame = [float(frame[k]) for k in "xywh"] if frame else [0.0, 0.0, 0.0, 0.0]
        offset = DUMP_OFFSET.search(rest)
        self.offset = (float(offset["x"]), float(offset["y"])) if offset else (0.0, 0.0)
        self.hidden = "hidden = YES" in rest
        self.interactive = "userInteractionEnabled = NO" not in rest
        self.parent, self.window = None, None

    def is_input(self):
        # A dump does not print `editable`: every interactive text view counts.
        return self.kind in ("textField", "textView") and not self.hidden and self.interactive


def dumped_views(path):
    """The dump's views in order, each with its parent and its frame in window coordinates (the
    first view's frame is taken as in the window). Cycript's echo of a returned value (a line
    starting `#"`) and prompts are not views; a repeated address keeps its first line."""
    views, stack, seen = [], [], set()
    with open(path, encoding="utf-8", errors="replace") as f:
        for number, line in enumerate(f, 1):
            if line.lstrip().startswith(("#", "cy#", "(lldb)")):
                continue
            match = DUMP_LINE.match(line.rstrip("\n"))
            if not match or match["addr"] in seen:
                continue
            seen.add(match["addr"])
            view = DumpedView(match, line[: match.start("cls")].count("|"), number)
            while stack and stack[-1].depth >= view.depth:
                stack.pop()
            view.parent = stack[-1] if stack else None
            x, y, w, h = view.frame
            if view.parent is not None:
                px, py = view.parent.window[:2]
                ox, oy = view.parent.offset
                x, y = px + x - ox, py + y - oy
            view.window = (x, y, w, h)
            stack.append(view)
            views.append(view)
    return views


def check_dump(binary, path, workdir):
    """A dump on its own device (what `keyslide import` picks without --device): every input the
    dump shows comes in at its dumped window frame, under an element with its superview's frame
    (or under no element when its superview is the dump's first view, the scene's root)."""
    views = dumped_views(path)
    expected = [v for v in views if v.is_input()]
    scene = os.path.join(workdir, "scene.yaml")
    made = run([binary, "import", path, "-o", scene, "--force"])
    if made.returncode != 0:
        return None, 0, len(expected), [f"import failed: {made.stderr.strip().splitlines()[-1]}"]
    got, error = trace_scene(binary, scene)
    if error:
        return None, 0, len(expected), [f"trace failed: {error}"]
    device = None
    with open(scene) as f:
        for line in f:
            if line.startswith("device:"):
                device = line.split(":", 1)[1].strip()
    matched, problems = compare_inputs(
        got, expected, lambda view: view.window, lambda view: view.parent.parent is None)
    return device, matched, len(expected), problems


def canvas_device(tree, devices, screens):
    """The device of the file's canvas: a root view whose size is a phone's screen (Xcode reused
    `retina6_1` for 414 x 896 and 390 x 844) decides, else the `<device>` id."""
    sizes = {(d.width, d.height): d for d in reversed(list(devices.values()))}
    for screen in screens:
        size = tuple(screen.root.frame[2:])
        if size in sizes and not screen.freeform:
            return sizes[size]
    node = tree.getroot().find("device")
    size = CANVAS.get(node.get("id")) if node is not None else None
    if size is None:
        return devices["iphone-8"]
    # A canvas no preset has (retina5_5, 414 x 736): the preset nearest in size, as KeySlide picks.
    return min(devices.values(), key=lambda d: abs(d.width - size[0]) + abs(d.height - size[1]))


def report(total, name, line, matched, count, problems, verbose):
    total[0] += matched
    total[1] += count
    print(f"  {'ok ' if matched == count else 'BAD'} {name} {line}: {matched}/{count}")
    for problem in problems if verbose else problems[:8]:
        print(f"      {problem}")


def check_document(args, devices, path, tree, file_total):
    screens = find_screens(tree)
    for screen in screens:
        screen.build(set())
    canvas = canvas_device(tree, devices, screens)
    targets = [canvas] + [devices[name] for name in args.devices.split(",") if name != canvas.name]
    for device in devices.values():
        device.canvas = device is canvas
    for screen in find_screens(tree):
        screen.build(canvas.classes)
        if not screen.inputs():
            continue
        for device in targets:
            matched, count, problems = check_screen(args.keyslide, path, screen, device, args.workdir, args.verbose)
            report(file_total, os.path.basename(path), f"{screen.name} on {device.name}", matched, count, problems,
                   args.verbose)


def check_archive(args, devices, path, tree, file_total):
    sizes = {(d.width, d.height): d for d in reversed(list(devices.values()))}
    for screen in archived_screens(tree):
        if not screen.inputs():
            continue
        canvas = sizes.get(screen.canvas_size(), devices["iphone-8"])
        targets = [canvas] + [devices[name] for name in args.devices.split(",") if name != canvas.name]
        for device in targets:
            matched, count, problems = check_archived_screen(args.keyslide, path, screen, device, args.workdir)
            report(file_total, os.path.basename(path), f"{screen.name} (archived XIB) on {device.name}", matched,
                   count, problems, args.verbose)


def check_dump_file(args, path, file_total):
    device, matched, count, problems = check_dump(args.keyslide, path, args.workdir)
    report(file_total, os.path.basename(path),
           f"(view dump) on {device}, its own device only: a dump has no layout to solve on others",
           matched, count, problems, args.verbose)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--keyslide", default=".build/release/keyslide")
    parser.add_argument("--devices", default="iphone-se,iphone-17-pro-max")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    listing = json.loads(run([args.keyslide, "devices", "--json"]).stdout)
    devices = {entry["name"]: Device(entry) for entry in listing}
    total = [0, 0]
    with tempfile.TemporaryDirectory() as workdir:
        args.workdir = workdir
        for path in args.files:
            name, file_total = os.path.basename(path), [0, 0]
            try:
                tree = ET.parse(path)
            except ET.ParseError:
                tree = None
            root = tree.getroot() if tree is not None else None
            if root is None:
                if not dumped_views(path):
                    print(f"{name}: neither XML nor a view dump, skipped")
                    continue
                check_dump_file(args, path, file_total)
            elif root.tag == "archive" and root.get("type") == "com.apple.InterfaceBuilder3.CocoaTouch.XIB":
                check_archive(args, devices, path, tree, file_total)
            elif root.tag == "document" and root.get("type", "").startswith("com.apple.InterfaceBuilder3.CocoaTouch"):
                check_document(args, devices, path, tree, file_total)
            else:
                print(f"{name}: not an iOS storyboard or XIB, skipped")
                continue
            print(f"{name}: {file_total[0]}/{file_total[1]} input frames match")
            total[0] += file_total[0]
            total[1] += file_total[1]
    print(f"all: {total[0]}/{total[1]} input frames match")
    return 0 if total[0] == total[1] else 1


if __name__ == "__main__":
    sys.exit(main())
