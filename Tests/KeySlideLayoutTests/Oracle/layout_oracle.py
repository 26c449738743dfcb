#!/usr/bin/python3
"""An independent reading of KeySlideLayout's rules, solved by kiwisolver: the layout tests' oracle.

It shares no code with the Swift engine, only the rules in docs/layout.md, and states them its own
way: each view has unknowns for its offset in its superview and its size, and an edge in the root's
coordinates is the sum of the offsets up the tree. Every pass builds a fresh kiwisolver solver;
non-root safe areas are found by solving again with the insets the last solve gave (four solves
at most).

Input on stdin, one JSON document:

    {"cases": [{"nodes": [NODE, ...], "constraints": [CONSTRAINT, ...], "env": ENV}, ...]}

    NODE: {"parent": int|null, "frame": [x, y, w, h], "reference": [w, h]|null,
           "mask": int|null (null: placed by constraints), "scroll": bool, "content": [w, h]|null,
           "hidden": bool, "intrinsic": [w|null, h|null], "hug": [h, v], "resist": [h, v],
           "stack": {"axis", "spacing", "distribution", "alignment"}|null,
           "margins": [t, l, b, r], "marginsFromSafe": bool}
    CONSTRAINT: {"first": ITEM, "attr": str, "rel": "=="|"<="|">=", "second": ITEM|null,
                 "attr2": str|null, "mult": float, "const": float, "prio": float}
    ITEM: ["view", n] | ["safeArea", n] | ["margins", n] | ["keyboard"] | ["topLayoutGuide"]
          | ["bottomLayoutGuide"]
    ENV: {"root": [w, h], "safe": [t, l, b, r], "margins": [t, l, b, r], "keyboard": float|null,
          "topGuide": float, "bottomGuide": float}

Output: {"results": [{"frames": [[x, y, w, h], ...], "broken": [index, ...],
                      "content": [[scroll view index, width, height], ...]}, ...]}
"""

import json
import sys

import kiwisolver as kiwi

MASK_BITS = {"L": 1, "W": 2, "R": 4, "T": 8, "H": 16, "B": 32}
STAY = 0.001


def weight(priority):
    if priority >= 1000:
        return kiwi.strength.required
    return 10.0 ** (priority / 200.0)


def add(solver, constraint, strength):
    solver.addConstraint(constraint | strength)


class Case:
    def __init__(self, case):
        self.nodes = case["nodes"]
        self.cons = case["constraints"]
        self.env = case["env"]
        self.count = len(self.nodes)
        self.kids = [[] for _ in self.nodes]
        for index, node in enumerate(self.nodes):
            if node["parent"] is not None:
                self.kids[node["parent"]].append(index)
        self.guided = sorted({c[k][1] for c in self.cons for k in ("first", "second")
                              if c[k] is not None and c[k][0] in ("safeArea", "margins") and c[k][1] != 0})

    # --- the tree ---
    def in_stack(self, n):
        parent = self.nodes[n]["parent"]
        return parent is not None and self.nodes[parent]["stack"] is not None and not self.nodes[n]["hidden"]

    def by_constraints(self, n):
        return n != 0 and (self.in_stack(n) or self.nodes[n]["mask"] is None)

    def inside(self, n, ancestor):
        parent = self.nodes[n]["parent"]
        while parent is not None:
            if parent == ancestor:
                return True
            parent = self.nodes[parent]["parent"]
        return False

    def given_rect(self, n):
        x, y = 0.0, 0.0
        m = n
        while self.nodes[m]["parent"] is not None:
            x += self.nodes[m]["frame"][0]
            y += self.nodes[m]["frame"][1]
            m = self.nodes[m]["parent"]
        return [x, y, self.nodes[n]["frame"][2], self.nodes[n]["frame"][3]]

    def insets_for(self, rect):
        rw, rh = self.env["root"]
        st, sl, sb, sr = self.env["safe"]
        x, y, w, h = rect
        clip = lambda v, lim: max(0.0, min(max(lim, 0.0), v))
        return [clip(st - y, h), clip(sl - x, w), clip(y + h - (rh - sb), h), clip(x + w - (rw - sr), w)]

    # --- one solve ---
    def solve(self, insets):
        s = kiwi.Solver()
        self.s = s
        self.dx = [kiwi.Variable("dx%d" % i) for i in range(self.count)]
        self.dy = [kiwi.Variable("dy%d" % i) for i in range(self.count)]
        self.w = [kiwi.Variable("w%d" % i) for i in range(self.count)]
        self.h = [kiwi.Variable("h%d" % i) for i in range(self.count)]
        self.cw = {i: kiwi.Variable("cw%d" % i) for i in range(self.count) if self.nodes[i]["scroll"]}
        self.ch = {i: kiwi.Variable("ch%d" % i) for i in range(self.count) if self.nodes[i]["scroll"]}
        self.insets = insets
        rw, rh = self.env["root"]
        for var, value in ((self.dx[0], 0), (self.dy[0], 0), (self.w[0], rw), (self.h[0], rh)):
            s.addConstraint(var == value)
        for n in range(1, self.count):
            if not self.by_constraints(n):
                self.autoresize(n)
        for n in range(self.count):
            if self.nodes[n]["stack"] is not None:
                self.stack(n)
        for n in range(1, self.count):
            if self.by_constraints(n):
                self.intrinsic(n)
        broken = []
        for index, c in enumerate(self.cons):
            try:
                add(s, self.translate(c), weight(c["prio"]))
            except kiwi.UnsatisfiableConstraint:
                broken.append(index)
        for n in range(self.count):
            node = self.nodes[n]
            if self.by_constraints(n):
                for var, value in zip((self.dx[n], self.dy[n], self.w[n], self.h[n]), node["frame"]):
                    add(s, var == value, STAY)
            if node["scroll"]:
                content = node["content"] or node["frame"][2:]
                add(s, self.cw[n] == content[0], STAY)
                add(s, self.ch[n] == content[1], STAY)
        s.updateVariables()
        return broken

    def left(self, n):
        e = self.dx[n] + 0
        while self.nodes[n]["parent"] is not None:
            n = self.nodes[n]["parent"]
            e = e + self.dx[n]
        return e

    def top(self, n):
        e = self.dy[n] + 0
        while self.nodes[n]["parent"] is not None:
            n = self.nodes[n]["parent"]
            e = e + self.dy[n]
        return e

    def autoresize(self, n):
        node = self.nodes[n]
        parent = node["parent"]
        ref = node["reference"] or self.nodes[parent]["frame"][2:]
        mask = node["mask"]
        x, y, w, h = node["frame"]
        for (pos, size, var_pos, var_size, parent_size, total, flags) in (
                (x, w, self.dx[n], self.w[n], self.w[parent], ref[0], "LWR"),
                (y, h, self.dy[n], self.h[n], self.h[parent], ref[1], "THB")):
            parts = [pos, size, total - pos - size]
            flexible = [bool(mask & MASK_BITS[f]) for f in flags]
            share = [0.0, 0.0, 0.0]
            if any(flexible):
                flexible_total = sum(p for p, f in zip(parts, flexible) if f)
                for k in range(3):
                    if flexible[k]:
                        share[k] = parts[k] / flexible_total if flexible_total != 0 else 1.0 / sum(flexible)
            self.s.addConstraint(var_pos == pos + share[0] * (parent_size - total))
            self.s.addConstraint(var_size == size + share[1] * (parent_size - total))

    def intrinsic(self, n):
        node = self.nodes[n]
        for k, var in ((0, self.w[n]), (1, self.h[n])):
            value = node["intrinsic"][k]
            if value is None:
                continue
            for c, p in ((var <= value, node["hug"][k]), (var >= value, node["resist"][k])):
                try:
                    add(self.s, c, weight(p))
                except kiwi.UnsatisfiableConstraint:
                    pass

    def rect(self, n):
        """left, top, right, bottom of a view's frame in root coordinates."""
        l, t = self.left(n), self.top(n)
        return [l, t, l + self.w[n], t + self.h[n]]

    def safe_rect(self, n):
        l, t, r, b = self.rect(n)
        if n == 0:
            st, sl, sb, sr = self.env["safe"]
        elif n in self.insets:
            st, sl, sb, sr = self.insets[n]
        else:
            st = sl = sb = sr = 0.0
        return [l + sl, t + st, r - sr, b - sb]

    def item_rect(self, item):
        kind = item[0]
        rw, rh = self.env["root"]
        if kind == "view":
            return self.rect(item[1])
        if kind == "safeArea":
            return self.safe_rect(item[1])
        if kind == "margins":
            n = item[1]
            node = self.nodes[n]
            base = self.safe_rect(n) if node["marginsFromSafe"] else self.rect(n)
            mt, ml, mb, mr = self.env["margins"] if n == 0 else node["margins"]
            return [base[0] + ml, base[1] + mt, base[2] - mr, base[3] - mb]
        st, sl, sb, sr = self.env["safe"]
        if kind == "keyboard":
            keyboard = self.env["keyboard"]
            guide_top = rh - sb if keyboard is None else min(keyboard, rh - sb)
            return [0.0, guide_top, rw, rh]
        if kind == "topLayoutGuide":
            return [0.0, 0.0, rw, self.env["topGuide"]]
        return [0.0, rh - self.env["bottomGuide"], rw, rh]

    def anchor(self, item, attr, other):
        if item[0] == "view" and self.nodes[item[1]]["scroll"] and other is not None:
            owner = other[1] if other[0] in ("view", "safeArea", "margins") else 0
            if self.inside(owner, item[1]):
                if attr in ("right", "trailing"):
                    return self.left(item[1]) + self.cw[item[1]]
                if attr == "bottom":
                    return self.top(item[1]) + self.ch[item[1]]
        l, t, r, b = self.item_rect(item)
        return {"left": l, "leading": l, "right": r, "trailing": r, "top": t, "bottom": b,
                "width": r - l, "height": b - t, "centerX": (l + r) * 0.5, "centerY": (t + b) * 0.5}[attr]

    def translate(self, c):
        lhs = self.anchor(c["first"], c["attr"], c["second"])
        rhs = c["const"]
        if c["second"] is not None:
            rhs = self.anchor(c["second"], c["attr2"], c["first"]) * c["mult"] + c["const"]
        if c["rel"] == "==":
            return lhs == rhs
        if c["rel"] == "<=":
            return lhs <= rhs
        return lhs >= rhs

    def stack(self, n):
        spec = self.nodes[n]["stack"]
        views = [k for k in self.kids[n] if not self.nodes[k]["hidden"]]
        if not views:
            return
        s = self.s
        req = kiwi.strength.required
        if spec["axis"] == "horizontal":
            main, cross = ("left", "right", "width", "centerX", 0), ("top", "bottom", "height", "centerY", 1)
        else:
            main, cross = ("top", "bottom", "height", "centerY", 1), ("left", "right", "width", "centerX", 0)
        edge = lambda k, a: self.anchor(["view", k], a, None)
        lead, trail, size, center, axis = main
        add(s, edge(views[0], lead) == edge(n, lead), req)
        add(s, edge(views[-1], trail) == edge(n, trail), req)
        gap0 = (edge(views[1], lead) - edge(views[0], trail)) if len(views) > 1 else None
        step0 = (edge(views[1], center) - edge(views[0], center)) if len(views) > 1 else None
        for a, b in zip(views, views[1:]):
            gap = edge(b, lead) - edge(a, trail)
            dist = spec["distribution"]
            if dist in ("fill", "fillEqually", "fillProportionally"):
                add(s, gap == spec["spacing"], req)
            elif dist == "equalSpacing":
                add(s, gap >= spec["spacing"], req)
                add(s, gap == gap0, req)
            else:
                add(s, gap >= spec["spacing"], req)
                add(s, edge(b, center) - edge(a, center) == step0, weight(999))
        if spec["distribution"] == "fillEqually":
            for b in views[1:]:
                add(s, edge(b, size) == edge(views[0], size), req)
        if spec["distribution"] == "fillProportionally":
            amounts = []
            for k in views:
                own = self.nodes[k]["intrinsic"][axis]
                amounts.append(self.nodes[k]["frame"][2 + axis] if own is None else own)
            positive = [i for i, a in enumerate(amounts) if a > 0]
            if positive:
                r = positive[0]
                for i, k in enumerate(views):
                    if i != r:
                        add(s, edge(k, size) == edge(views[r], size) * (amounts[i] / amounts[r]), req)
        lead, trail, size, center, _ = cross
        fit = weight(50)
        for k in views:
            align = spec["alignment"]
            if align == "fill":
                add(s, edge(k, lead) == edge(n, lead), req)
                add(s, edge(k, trail) == edge(n, trail), req)
            elif align in ("leading", "top", "firstBaseline"):
                add(s, edge(k, lead) == edge(n, lead), req)
                add(s, edge(k, trail) <= edge(n, trail), req)
                add(s, edge(k, trail) == edge(n, trail), fit)
            elif align in ("trailing", "bottom", "lastBaseline"):
                add(s, edge(k, trail) == edge(n, trail), req)
                add(s, edge(k, lead) >= edge(n, lead), req)
                add(s, edge(k, lead) == edge(n, lead), fit)
            else:
                add(s, edge(k, center) == edge(n, center), req)
                add(s, edge(k, lead) >= edge(n, lead), req)
                add(s, edge(k, trail) <= edge(n, trail), req)
                add(s, edge(k, size) == edge(n, size), fit)

    def run(self):
        insets = {n: self.insets_for(self.given_rect(n)) for n in self.guided}
        broken = self.solve(insets)
        for _ in range(3):
            solved = {}
            for n in self.guided:
                rect = [self.left(n).value(), self.top(n).value(), self.w[n].value(), self.h[n].value()]
                solved[n] = self.insets_for(rect)
            if all(max(abs(a - b) for a, b in zip(solved[n], insets[n])) <= 1e-9 for n in self.guided):
                break
            insets = solved
            broken = self.solve(insets)
        frames = [[0.0, 0.0, self.w[0].value(), self.h[0].value()]]
        frames += [[self.dx[n].value(), self.dy[n].value(), self.w[n].value(), self.h[n].value()]
                   for n in range(1, self.count)]
        content = [[n, self.cw[n].value(), self.ch[n].value()] for n in sorted(self.cw)]
        return {"frames": frames, "broken": broken, "content": content}


def main():
    document = json.load(sys.stdin)
    results = [Case(case).run() for case in document["cases"]]
    json.dump({"results": results}, sys.stdout)


if __name__ == "__main__":
    main()
