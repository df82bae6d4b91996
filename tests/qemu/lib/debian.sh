# shellcheck shell=bash disable=SC2034,SC2154
# The Debian 13 system's scenarios (tests/qemu/scenarios/debian-*, board
# debian): the emulated LAN9514 of tests/emu/scenario-lib.sh behind a hub,
# the board's tree (overlay uboot-emu-95xx.dtso: ethernet@1 with label
# lan0, aliases/ethernet0 to it), ethaddr in U-Boot's environment, and a
# disk made by tests/debian/make-disk: build/debian/rootfs with the
# project's kernel package (and for KIND ours the usb-dt-udev package)
# installed by apt in a chroot. Boot 1 starts from a fresh copy of the
# cached disk; later boots go on with what the earlier ones left (a second
# boot, a package removed).
# A scenario sets debian_kind=stock|ours and boots=N, then sources this.
debian_ethaddr=02:de:ad:be:ef:95
debian_peer=10.0.2.2
debian_lease=10.0.2.15
boot=uboot
overlay=uboot-emu-95xx.dtso
uboot_env=("ethaddr=$debian_ethaddr")
# U-Boot, the kernel, update-initramfs's initramfs and systemd on two
# emulated cores: about a minute; the bound leaves room for a loaded machine
timeout=400
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none --ip "$debian_peer/24" --dhcp "$debian_lease")
EMU_PORT=1.1
EMU_EXPECT=$debian_ethaddr
EMU_NODE=/pcie@10000000/usb@2,0/hub@5/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
# the disk the boots share (the copy of the cached one, build/debian)
disk_image=${SCEN_DIR:-$build/logs/debian}/disk.img
debian_cache=$top/build/debian/disk-$debian_kind.img

# scenario-lib's hooks, with the disk before and the system's checks after
eval "emu_$(declare -f host_pre)"
eval "emu_$(declare -f host_post)"
host_pre() {
	if [ "${BOOT:-1}" = 1 ]; then
		printf '%s\n' "KIND=$debian_kind" "ETHADDR=$debian_ethaddr" "NODE=$EMU_NODE" \
			"PEER=$debian_peer" "LEASE=$debian_lease" >"$SCEN_DIR/usb-dt-check.env"
		"$top/tests/debian/make-disk" "$debian_kind" "$dtb" "$SCEN_DIR/usb-dt-check.env" "$debian_cache" \
			>"$SCEN_DIR/make-disk.log" 2>&1
		host_ok "tests/debian/make-disk $debian_kind: the disk (see make-disk.log)" test $? = 0
		cp "$debian_cache.log" "$SCEN_DIR/disk-install.log" 2>/dev/null
		cp --sparse=always "$debian_cache" "$disk_image" || host_fail "disk copied"
	fi
	emu_host_pre
}
host_post() {
	local log=$SCEN_DIR/console$BOOT.log.txt
	tr -d '\r' <"$CONSOLE_LOG" >"$log"
	emu_host_post
	host_ok "U-Boot found extlinux.conf on the virtio disk" grep -q 'extlinux/extlinux.conf' "$log"
	host_ok "U-Boot loaded the board's dtb from extlinux.conf's fdtdir" \
		grep -qE 'Retrieving file: /usr/lib/linux-image-[^/]*/usb-dt/qemu-virt.dtb' "$log"
	host_ok "systemd on the real root (Welcome to Debian GNU/Linux 13)" grep -q 'Welcome to .*Debian GNU/Linux 13' "$log"
	host_ok "smsc95xx bound in the initramfs, before the switch to the real root" \
		awk '/smsc95xx .*register/ && !w { f = 1 } /Welcome to .*Debian/ { w = 1 } END { exit !f }' "$log"
	if declare -F debian_host_extra >/dev/null; then debian_host_extra "$log"; fi
}
