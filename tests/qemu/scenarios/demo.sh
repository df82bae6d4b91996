# shellcheck shell=bash disable=SC2046
desc="the demo board through U-Boot: USB devices with their nodes, interfaces with name and MAC (make demo)"
overlay=demo.dtso
boot=uboot
uboot_env=(ethaddr=02:de:ad:be:ef:01 eth1addr=02:de:ad:be:ef:02)
# lan95xx-emu's LAN9514 on hub port 2: xHCI, hub and usb-redir from the emulator's scenario library
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_PORT=1.2
EMU_EXPECT=02:de:ad:be:ef:02
. "$top/tests/emu/scenario-lib.sh"
qemu_args+=(
	$(usb_net xhci.0 1.1 52:54:00:12:34:01)
)

guest() {
	net=$(usb_wait 0525 a4a2) || diag "no usb-net"
	lan=$(usb_wait 0424 ec00) || diag "no LAN9514"
	wait_for /sys/class/net/lan0
	wait_for /sys/class/net/lan1
	diag "ifaddr $(netattr lan1 address)"
	ip addr add 10.0.2.15/24 dev lan1
	ip link set lan1 up
	w=100
	while [ "$(netattr lan1 carrier)" != 1 ] && [ $w -gt 0 ]; do sleep 0.1; w=$((w - 1)); done
	ping -c 3 -W 2 10.0.2.2 >/tmp/ping.txt 2>&1
	echo "@@DEMO-BEGIN"
	echo "USB devices"
	usb_table
	echo
	echo "Network interfaces"
	net_table
	echo
	echo "lan1 (smsc95xx on the emulated LAN9514) pings the emulator's 10.0.2.2:"
	grep -E "bytes from|packets transmitted" /tmp/ping.txt | sed 's/^/  /'
	echo "@@DEMO-END"
	usb_table >/tmp/usb.txt
	net_table >/tmp/net.txt
	ok "USB table lists the usb-net with its node" \
		grep -q "0525:a4a2 .* /pcie@10000000/usb@2,0/hub@5/ethernet@1\$" /tmp/usb.txt
	ok "USB table lists the LAN9514 with its node, bound by smsc95xx" \
		grep -q "0424:ec00 .* smsc95xx .* /pcie@10000000/usb@2,0/hub@5/ethernet@2\$" /tmp/usb.txt
	ok "lan0: U-Boot's ethaddr, from the node's local-mac-address, named by label" \
		grep -q "^lan0 *02:de:ad:be:ef:01 *dt:local-mac-address *predictable " /tmp/net.txt
	ok "lan1: U-Boot's eth1addr, from the node's local-mac-address, named by label" \
		grep -q "^lan1 *02:de:ad:be:ef:02 *dt:local-mac-address *predictable " /tmp/net.txt
	like "$(grep 'packets transmitted' /tmp/ping.txt)" "^3 packets transmitted, 3 packets received" "lan1 pings through smsc95xx"
}
