# scripts/apt-suite.sh, sourced: an APT configuration of the project's own
# for one Debian suite, never the machine's sources.
#
#   apt_suite NAME LINE...   build/apt-NAME gets its sources.list (the
#                            LINEs), lists, cache and an empty dpkg status;
#                            sets the arrays apt (apt-get) and apt_cache
#                            (apt-cache) to use it, and apt_conf to its
#                            folder. Options the caller adds to both
#                            (APT::Architectures=arm64) go into apt_opts
#                            before the call.
#   apt_suite_trixie_arm64   apt_suite for build/apt-trixie: trixie's arm64
#                            binaries and sources
#   apt_suite_sid_arm64      the same for build/apt-sid: sid's arm64
#                            binaries (systemd-udevd 262, newer than any
#                            release's)
#   apt_suite_update         apt-get update unless the lists are there
#
# Used by scripts/install-deps (armhf busybox), scripts/fetch-source (deb-src),
# scripts/fetch-linux-source,
# scripts/fetch-uboot-debs and tests/udev/fetch-debs. Needs $top.
apt_keyring=/usr/share/keyrings/debian-archive-keyring.gpg

apt_suite() {
	apt_conf=$top/build/apt-$1
	shift
	mkdir -p "$apt_conf/lists/partial" "$apt_conf/cache/archives/partial" \
		"$apt_conf/etc/preferences.d" "$apt_conf/etc/apt.conf.d"
	: >"$apt_conf/status"
	printf '%s\n' "$@" >"$apt_conf/etc/sources.list"
	local o=(-o "Dir::Etc::sourcelist=$apt_conf/etc/sources.list" -o Dir::Etc::sourceparts=-
		-o "Dir::Etc::preferencesparts=$apt_conf/etc/preferences.d"
		-o "Dir::Etc::parts=$apt_conf/etc/apt.conf.d"
		-o "Dir::State::lists=$apt_conf/lists" -o "Dir::State::status=$apt_conf/status"
		-o "Dir::Cache=$apt_conf/cache" ${apt_opts[@]+"${apt_opts[@]}"})
	apt=(apt-get -o APT::Sandbox::User=root "${o[@]}")
	apt_cache=(apt-cache "${o[@]}")
}

# apt_suite_trixie_arm64: build/apt-trixie, Debian 13's arm64 binaries (and
# its sources), for the arm64 packages the guests and boards run
apt_suite_trixie_arm64() {
	apt_opts=(-o APT::Architecture=arm64 -o APT::Architectures=arm64)
	apt_suite trixie \
		"deb [arch=arm64 signed-by=$apt_keyring] http://deb.debian.org/debian trixie main" \
		"deb-src [signed-by=$apt_keyring] http://deb.debian.org/debian trixie main"
}

# apt_suite_sid_arm64: build/apt-sid, Debian unstable's arm64 binaries, for
# the newest systemd-udevd (tests/udev/fetch-debs sid)
apt_suite_sid_arm64() {
	apt_opts=(-o APT::Architecture=arm64 -o APT::Architectures=arm64)
	apt_suite sid \
		"deb [arch=arm64 signed-by=$apt_keyring] http://deb.debian.org/debian sid main"
}

apt_suite_update() {
	ls "$apt_conf/lists/"*_InRelease >/dev/null 2>&1 && return 0
	local try
	# as install-deps: a mirror in the middle of a sync fails an index
	for try in 1 2 3; do
		echo "apt-get update (build/${apt_conf##*/})" >&2
		"${apt[@]}" -qq update >&2 && return 0
		[ $try = 3 ] && return 1
		sleep $((try * 15))
	done
}
