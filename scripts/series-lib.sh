# shellcheck shell=bash
# Sourced by prepare-kernel, refresh-patches and series-check: the series'
# layout. patches/linux-VERSION/series (7.3, and the 6.12 backport) lists
# PART/FILE lines in order; each
# part (one per upstream tree: dts fixes per SoC vendor, dt-bindings, USB,
# net, board support) is a folder with a cover letter and its patches:
#
#   PART/0000-cover-letter.patch   Subject: [PREFIX 0/N] what the part is for
#   PART/0001-....patch            git format-patch, [PREFIX n/N]
#
# In build/linux a part is an empty commit whose message carries the cover
# letter, followed by the part's commits:
#
#   part: PART
#
#   Subject-Prefix: PATCH net-next
#   Cover-Subject: net: usb: ...
#
#   cover letter text
#
# so that the cover letter is edited where the commits are (git commit
# --amend on the marker, git rebase -i to move it), and exported with them.

series_author="usb-dt developers <dev@usb-dt.invalid>"
series_qemu=arch/arm64/boot/dts/qemu
# the arm32 boards' QEMU overlays (tests/qemu/boards/opipc.sh): the harness
# compiles them from the project; they are not in build/linux
series_qemu_arm=arch/arm/boot/dts/qemu

# series_copies TOP: the project's readable copies of the files the series
# adds (drivers/, include/, Documentation/, arch/ less the QEMU overlays)
series_copies() {
	(cd "$1" && for d in drivers include Documentation arch; do
		[ ! -d "$d" ] || find "$d" -type f
	done | { grep -v "^$series_qemu/\|^$series_qemu_arm/" || true; } | LC_ALL=C sort)
}

# series_entries PATCHDIR: the series' lines, comments and blanks dropped
series_entries() {
	sed -e 's/#.*//' -e 's/[[:space:]]*$//' -e '/^$/d' "$1/series"
}

# cover_to_message COVERFILE PART: the marker commit's message
cover_to_message() {
	awk -v part="$2" '
	NR == 1 { next }
	!hdr && /^Subject: \[/ {
		s = $0; sub(/^Subject: \[/, "", s)
		prefix = s; sub(/ [0-9]+\/[0-9]+\].*$/, "", prefix)
		subj = s; sub(/^[^]]*\] /, "", subj)
		next
	}
	!hdr && /^$/ { hdr = 1
		printf "part: %s\n\nSubject-Prefix: %s\nCover-Subject: %s\n\n", part, prefix, subj
		next }
	hdr && /^---$/ { exit }
	hdr { body[++n] = $0 }
	END { while (n > 0 && body[n] == "") n--; for (i = 1; i <= n; i++) print body[i] }
	' "$1"
}

# series_apply TREE PATCHDIR: lay every part onto TREE's HEAD
series_apply() {
	local tree=$1 patches=$2 e
	while read -r e; do
		case "$e" in
		*/0000-cover-letter.patch)
			git -C "$tree" commit -q --allow-empty --cleanup=verbatim \
				-F <(cover_to_message "$patches/$e" "${e%%/*}") || return 1 ;;
		*)
			if ! git -C "$tree" am -q --keep-cr "$patches/$e"; then
				git -C "$tree" am --abort || true
				echo "series: $e does not apply" >&2
				return 1
			fi ;;
		esac
	done < <(series_entries "$patches")
}

# marker_field COMMIT FIELD (in TREE=$tree): a header of a part's marker
marker_field() {
	git -C "$tree" log -1 --format=%b "$1" | sed -n "s/^$2: //p" | head -n 1
}

# marker_body COMMIT: the cover letter text of a part's marker
marker_body() {
	git -C "$tree" log -1 --format=%b "$1" |
		awk 'done { body[++n] = $0; next } /^$/ { done = 1 }
		     END { while (n > 0 && body[n] == "") n--; for (i = 1; i <= n; i++) print body[i] }'
}

# series_export_git TREE RANGE DIR: the commits RANGE of git tree TREE
# (a dtc or U-Boot tree of build/) as git format-patch files in DIR, with
# DIR's hand-written cover letter kept: its subject (without the
# "[PATCH 0/N]") and its text up to the shortlog ("AUTHOR (N):") go into
# the cover letter git makes, whose shortlog and diffstat are then the
# series' own. The old numbered patches of DIR are replaced.
series_export_git() {
	local tree=$1 range=$2 dir=$3 tmp subj new cover=$3/0000-cover-letter.patch
	[ -f "$cover" ] || { echo "series_export_git: no $cover to take the cover letter's text from" >&2; return 1; }
	tmp=$(mktemp -d)
	git -C "$tree" format-patch -q --cover-letter --zero-commit --no-signature -o "$tmp" "$range" || return 1
	subj=$(sed -n 's/^Subject: \[PATCH 0*\/[0-9]*\] //p' "$cover")
	awk '/^$/ && !body {body = 1; next} body && /^[^ ].* \([0-9]+\):$/ {exit} body' "$cover" >"$tmp/blurb"
	new=$(ls "$tmp"/0000-*.patch)
	awk -v subj="$subj" -v blurbf="$tmp/blurb" '
		{ sub(/\*\*\* SUBJECT HERE \*\*\*/, subj) }
		/^\*\*\* BLURB HERE \*\*\*$/ {
			while ((getline l < blurbf) > 0) print l
			getline	# the blank line after the placeholder
			next
		}
		{ print }' "$new" >"$tmp/cover"
	rm -f "$dir"/[0-9][0-9][0-9][0-9]-*.patch
	mv "$tmp/cover" "$cover"
	rm "$new"
	mv "$tmp"/[0-9][0-9][0-9][0-9]-*.patch "$dir/"
	rm -rf "$tmp"
}
