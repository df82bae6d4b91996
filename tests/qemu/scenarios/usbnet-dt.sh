# shellcheck shell=bash disable=SC2046
desc="usbnet: address and name from the device tree (cdc_ether), precedence, nvmem, bad input"
overlay=usbnet-dt.dtso
qemu_args=(
	"${qemu_xhci[@]}"
	-device usb-hub,bus=xhci.0,port=1
	-device "loader,file=$build/logs/usbnet-dt/eeprom.bin,addr=0x5e000000,force-raw=on"
)
for p in 1 2 3 4 5 6 7 8; do
	qemu_args+=($(usb_net xhci.0 "1.$p" "52:54:00:00:03:0$p"))
done

host_pre() {
	# the board's EEPROM: a valid address at 0x10, a multicast one at 0x20
	python3 -c 'import sys; b = bytearray(0x30); b[0x10:0x16] = bytes.fromhex("020000cc0007"); b[0x20:0x26] = bytes.fromhex("01005e000008"); sys.stdout.buffer.write(b)' \
		>"$SCEN_DIR/eeprom.bin"
}

guest() {
	hub=$(usb_wait 0409 55aa) || diag "no hub"
	h=$(basename "$hub")
	n=/pcie@10000000/usb@2,0/hub@5
	for p in 1 2 3 4 5 6 7 8; do
		eval "if$p=\$(netdev_of $hub.$p)" || diag "port $p: no interface"
	done
	# ethernet@1 or ethernet@5 gets lan0: whichever registers first
	# 1: local-mac-address and label
	is "$(netattr lan0 address | cut -c1-14)" "02:00:00:aa:00" "label lan0 names an interface with a DT address"
	lan0port=$(readlink -f /sys/class/net/lan0/device | sed 's/.*\.\([0-9]\):1\.0$/\1/')
	is "$(netattr lan0 address)" "02:00:00:aa:00:0$lan0port" "lan0 carries its own node's address"
	is "$(netattr lan0 name_assign_type)" "2" "label: name_assign_type 2 (NET_NAME_PREDICTABLE)"
	is "$(netattr lan0 addr_assign_type)" "0" "DT address: addr_assign_type 0 (permanent)"
	is "$(readlink -f /sys/class/net/lan0/of_node | sed 's|/sys/firmware/devicetree/base||')" \
		"$n/ethernet@$lan0port" "/sys/class/net/lan0/of_node is the node"
	is "$(netattr "$if1" address)" "02:00:00:aa:00:01" "ethernet@1: local-mac-address"
	# 2: precedence
	is "$(netattr "$if2" address)" "02:00:00:aa:00:02" "ethernet@2: mac-address wins over local-mac-address"
	like "$if2" "^eth[0-9]+$" "ethernet@2: described, no label: named ethN, not usbN"
	# 3: no properties
	like "$if3" "^eth[0-9]+$" "ethernet@3: described device named ethN although point-to-point"
	is "$(netattr "$if3" address)" "52:54:00:00:03:03" "ethernet@3: address from the device (CDC)"
	is "$(netattr "$if3" name_assign_type)" "1" "ethernet@3: name_assign_type 1 (enumerated)"
	ok "ethernet@3: netdev has of_node" test -e "/sys/class/net/$if3/of_node"
	# 4: bad length, bad label
	is "$(netattr "$if4" address)" "52:54:00:00:03:04" "ethernet@4: 5-byte address ignored"
	like "$if4" "^eth[0-9]+$" "ethernet@4: label with '/' ignored"
	dmesg_has "$h.4:1.0: $n/ethernet@4: local-mac-address is not 6 bytes long, ignored" "ethernet@4: warning names node and property (length)"
	dmesg_has "$h.4:1.0: $n/ethernet@4: label is not a valid interface name, ignored" "ethernet@4: warning names node and property (label)"
	# 5: multicast skipped, then local-mac-address
	is "$(netattr "$if5" address)" "02:00:00:aa:00:05" "ethernet@5: multicast mac-address skipped, local-mac-address used"
	dmesg_has "$n/ethernet@5: mac-address is a multicast address, ignored" "ethernet@5: warning (multicast)"
	# duplicate label lan0
	is "$(ls /sys/class/net | grep -c '^lan0$')" "1" "one interface named lan0"
	like "$if1$if5" "^(lan0eth[0-9]+|eth[0-9]+lan0)$" "the other lan0 node got ethN"
	is "$(dmesg_count 'label "lan0" is already an interface name, using eth%d')" "1" "duplicate label: one warning"
	# 6: zero address, label not a string
	is "$(netattr "$if6" address)" "52:54:00:00:03:06" "ethernet@6: all-zero address ignored"
	dmesg_has "$n/ethernet@6: local-mac-address is all zeros, ignored" "ethernet@6: warning (zero)"
	dmesg_has "$n/ethernet@6: label is not a string, ignored" "ethernet@6: warning (label not a string)"
	like "$if6" "^eth[0-9]+$" "ethernet@6: default name"
	# 7: nvmem, label of an existing interface
	is "$(netattr "$if7" address)" "02:00:00:cc:00:07" "ethernet@7: address from the nvmem cell"
	like "$if7" "^eth[0-9]+$" "ethernet@7: label 'lo' taken: default name"
	dmesg_has "$n/ethernet@7: label \"lo\" is already an interface name, using eth%d" "ethernet@7: warning (taken label)"
	# 8: nvmem multicast, long label
	is "$(netattr "$if8" address)" "52:54:00:00:03:08" "ethernet@8: multicast nvmem address ignored"
	dmesg_has "$n/ethernet@8: nvmem-cells: no valid mac-address cell" "ethernet@8: warning (nvmem)"
	dmesg_has "$n/ethernet@8: label is too long for an interface name, ignored" "ethernet@8: warning (long label)"
	like "$if8" "^eth[0-9]+$" "ethernet@8: default name"
	# bad input never breaks a probe
	is "$(ls -d /sys/class/net/*/device | wc -l)" "8" "all 8 devices have an interface"
	is "$(dmesg | grep -c 'usbnet.*probe.*failed\|probe of .* failed')" "0" "no probe failed"
}
