#!/usr/bin/python3
"""Times kiwisolver on the system keyslide-solver-bench writes (keyslide-solver-bench --json PATH).

    /usr/bin/python3 scripts/bench-kiwi.py SYSTEM.json [--passes N] [--json]

The same two passes as the Swift bench: add every constraint to a fresh solver, add and suggest the
edit variables, updateVariables; then 100 rounds of suggestValue on edit variable 0, each followed
by updateVariables. Values are computed in C++ by updateVariables and not read into Python inside
the timed loops, since reading 1,000 values through the binding costs more than the solve. Constraint objects are built before the clock starts, as the
Swift side builds its Constraint values before timing. Prints milliseconds per pass (median), or
with --json the raw figures for keyslide-solver-bench to print beside its own.
"""

import json
import statistics
import sys
import time

import kiwisolver


def build(document):
    variables = [kiwisolver.Variable("v%d" % index) for index in range(document["variables"])]
    constraints = []
    for item in document["constraints"]:
        terms = tuple(kiwisolver.Term(variables[index], coefficient) for index, coefficient in item["terms"])
        expression = kiwisolver.Expression(terms, item["constant"])
        constraints.append(kiwisolver.Constraint(expression, item["relation"], item["strength"]))
    return variables, constraints


def add_all(variables, constraints, edits):
    solver = kiwisolver.Solver()
    for constraint in constraints:
        solver.addConstraint(constraint)
    for index, strength, _ in edits:
        solver.addEditVariable(variables[index], strength)
    for index, _, value in edits:
        solver.suggestValue(variables[index], value)
    solver.updateVariables()
    return solver


def suggest_rounds(solver, variables, edited, rounds):
    for value in rounds:
        solver.suggestValue(edited, value)
        solver.updateVariables()


def main():
    arguments = sys.argv[1:]
    passes = 20
    if "--passes" in arguments:
        passes = int(arguments[arguments.index("--passes") + 1])
    with open(arguments[0]) as handle:
        document = json.load(handle)
    variables, constraints = build(document)
    edits = document["edits"]
    add_ms, suggest_ms = [], []
    for _ in range(passes):
        start = time.perf_counter()
        solver = add_all(variables, constraints, edits)
        add_ms.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        suggest_rounds(solver, variables, variables[edits[0][0]], document["rounds"])
        suggest_ms.append((time.perf_counter() - start) * 1000)
    final_values = [variable.value() for variable in variables]
    if "--json" in arguments:
        json.dump({"add_ms": add_ms, "suggest_ms": suggest_ms, "final_values": final_values}, sys.stdout)
        sys.stdout.write("\n")
    else:
        print("kiwisolver %s: %d constraints, ms per pass (median of %d)" % (kiwisolver.__version__, len(constraints), passes))
        print("add all + solve                       %10.3f" % statistics.median(add_ms))
        print("100 x (suggestValue + updateVariables)%10.3f" % statistics.median(suggest_ms))


if __name__ == "__main__":
    main()
